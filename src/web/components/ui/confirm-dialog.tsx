import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './button.tsx';
import { Dialog, DialogClose, DialogFooter, DialogPanel } from './dialog.tsx';
import { FormAlert } from './form-alert.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** Classes for the description ('text-foreground' when it is the question itself). */
  descriptionClassName?: string;
  /** Shown above the title (a warning icon, say). */
  icon?: ReactNode;
  /** What the action concerns (a list, a figure), between the header and the refusal. */
  children?: ReactNode;
  error?: string | null | undefined;
  confirmLabel: string;
  /** The confirm button's look; red (destructive) unless told. */
  confirmVariant?: ButtonProps['variant'];
  /** Keeps the confirm button disabled while not busy too (nothing to do yet, say). */
  confirmDisabled?: boolean;
  /** The button that closes the dialog without acting; 'Cancel' unless told. */
  cancelLabel?: string;
  /** Another way on, between Cancel and the confirm button. */
  otherAction?: ReactNode;
  /** The action runs: both buttons are disabled and the dialog cannot be closed. */
  busy?: boolean;
  busyLabel?: string;
  /** Escape and the × still close the dialog while busy (Cancel is disabled all the same). */
  closableWhileBusy?: boolean;
  /** 'alertdialog' where the question interrupts the guard's work. */
  role?: 'dialog' | 'alertdialog';
  /** Where the focus goes on closing; `preventDefault()` leaves it where the caller puts it. */
  onCloseAutoFocus?: (event: Event) => void;
  testId?: string;
  onConfirm: () => void;
}

/**
 * Asks before an action: title, what will happen, what it concerns, the refusal of the last
 * attempt, Cancel and the confirm button. It cannot be closed while the action runs.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  descriptionClassName,
  icon,
  children,
  error,
  confirmLabel,
  confirmVariant = 'destructive',
  confirmDisabled = false,
  cancelLabel,
  otherAction,
  busy = false,
  busyLabel,
  closableWhileBusy = false,
  role = 'dialog',
  onCloseAutoFocus,
  testId,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && (!busy || closableWhileBusy) && onClose()}>
      {open && (
        <DialogPanel
          role={role}
          onCloseAutoFocus={onCloseAutoFocus}
          data-testid={testId}
          icon={icon}
          title={title}
          description={description}
          descriptionClassName={descriptionClassName}
        >
          {children}
          {error && (
            <div className="mt-4">
              <FormAlert>{error}</FormAlert>
            </div>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                {cancelLabel ?? t('cancel')}
              </Button>
            </DialogClose>
            {otherAction}
            <Button
              type="button"
              variant={confirmVariant}
              onClick={onConfirm}
              disabled={busy || confirmDisabled}
            >
              {busy ? (busyLabel ?? t('deleting')) : confirmLabel}
            </Button>
          </DialogFooter>
        </DialogPanel>
      )}
    </Dialog>
  );
}
