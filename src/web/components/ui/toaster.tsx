import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/lib/cn.ts';
import {
  dismissToast,
  isDestructiveToast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  useToasts,
} from '#web/lib/toast.ts';

/** Renders the toasts raised with toast() (lib/toast.ts); mounted once at the app root. */
export function Toaster() {
  const toasts = useToasts();
  const { t: translate } = useTranslation();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={translate('notification')}
    >
      {toasts.map((t) => {
        const destructive = isDestructiveToast(t);
        const Icon = destructive ? CircleAlert : t.variant === 'success' ? CircleCheck : Info;
        return (
          <Toast.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(t.id);
            }}
            className={cn(
              'toast flex w-full items-start gap-3 rounded-2xl border-2 p-4 pr-2 shadow-xl',
              'data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in',
              destructive
                ? 'border-destructive bg-destructive text-destructive-foreground'
                : t.variant === 'success'
                  ? 'border-success bg-success text-success-foreground'
                  : 'border-border bg-surface text-surface-foreground',
            )}
          >
            <Icon className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              {t.title && <Toast.Title className="font-bold text-base leading-snug">{t.title}</Toast.Title>}
              {t.description && (
                <Toast.Description className="mt-0.5 text-base leading-snug">
                  {t.description}
                </Toast.Description>
              )}
            </div>
            <Toast.Close
              aria-label={translate('close')}
              className="-mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full opacity-85 hover:opacity-100"
            >
              <X className="size-5" aria-hidden="true" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      {/* Below the sticky header, never over it: its back button and title stay in reach. */}
      <Toast.Viewport
        hotkey={TOAST_HOTKEY}
        className="fixed top-[calc(var(--spacing-header)+env(safe-area-inset-top))] right-0 z-[100] flex w-full max-w-md flex-col gap-2 p-3 outline-none"
      />
    </Toast.Provider>
  );
}
