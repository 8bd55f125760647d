import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog.tsx';
import { FormAlert } from './form-alert.tsx';

/**
 * Asks before a destructive action: title, what will happen, the refusal of the last attempt,
 * Cancel and the red confirm button. It cannot be closed while the action runs.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  error,
  confirmLabel,
  busy,
  busyLabel,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  error?: string | null | undefined;
  confirmLabel: string;
  busy: boolean;
  busyLabel?: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      {open && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {error && <FormAlert>{error}</FormAlert>}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button type="button" variant="destructive" onClick={onConfirm} disabled={busy}>
              {busy ? (busyLabel ?? t('deleting')) : confirmLabel}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
