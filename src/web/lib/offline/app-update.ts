import { useSyncExternalStore } from 'react';

/**
 * A new version of the app installed and waiting (issue 18 item 6). The service worker never
 * takes over by itself (ADR 0021): the page offers "Update available — Reload", and applying it
 * asks the waiting worker to take over, then reloads once it controls the page.
 */
let apply: (() => void) | undefined;
const listeners = new Set<() => void>();

export function offerUpdate(applyUpdate: () => void): void {
  apply = applyUpdate;
  for (const listener of listeners) listener();
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => apply !== undefined,
  );
}

export function applyUpdate(): void {
  apply?.();
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** The text fields the user has typed into on this page (controlled or not: values are the truth). */
const edited = new Set<Field>();
let tracking = false;

/** Starts noting the fields the user types into (once per page). */
export function trackEdits(doc: Document = document): void {
  if (tracking) return;
  tracking = true;
  doc.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (field instanceof HTMLTextAreaElement) edited.add(field);
      else if (
        field instanceof HTMLInputElement &&
        !['search', 'checkbox', 'radio', 'file'].includes(field.type)
      )
        edited.add(field);
    },
    true,
  );
}

/**
 * Whether the page holds a form in progress: an open dialog, or a field the user typed into that
 * is still on the page and not empty (a saved note clears its field; a saved form leaves the
 * page). Reloading then would lose what the guard typed.
 */
export function formInProgress(doc: Document = document): boolean {
  if (doc.querySelector('[role="dialog"], [role="alertdialog"]')) return true;
  for (const field of edited) {
    if (!field.isConnected) edited.delete(field);
    else if (field.value.trim() !== '') return true;
  }
  return false;
}
