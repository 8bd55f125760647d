import { Suspense } from 'react';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { lazyWithPreload } from '#web/lib/lazy-with-preload.ts';

/**
 * The form is its own chunk: it needs zod and react-hook-form, which the dashboard (where the
 * user menu lives) should not download and build before it renders (ADR 0019). It starts
 * loading when the user menu opens.
 */
const ChangePasswordForm = lazyWithPreload(() =>
  import('./change-password-form.tsx').then((m) => m.ChangePasswordForm),
);

/** Starts downloading the form (a menu that offers it has opened). */
export const preloadChangePassword = () => void ChangePasswordForm.preload().catch(() => undefined);

interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Change Password' of the user menu: current, new and confirm; other devices are signed out. */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <Suspense fallback={null}>
          <ChangePasswordForm onDone={() => onOpenChange(false)} />
        </Suspense>
      )}
    </Dialog>
  );
}
