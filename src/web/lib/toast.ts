import { useSyncExternalStore } from 'react';

/** Spec 000 section 9. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];
export const TOAST_LABEL = 'Notification';
/** Time a closing toast keeps for its exit animation before it is removed. */
const TOAST_REMOVE_DELAY_MS = 200;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Closes a toast (it is removed once its exit animation is done). */
export function dismissToast(id: string): void {
  setToasts(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => setToasts(toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
}

/** Shows a toast from anywhere (components, mutations, the fetch wrapper). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = `toast-${counter}`;
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Toasts are destructive when titled 'Error' or given the destructive variant. */
export function isDestructiveToast(t: ToastInput): boolean {
  return t.variant === 'destructive' || t.title === 'Error';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
