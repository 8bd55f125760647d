import type { ComponentType } from 'react';
import { Dialog } from './dialog.tsx';

/** What a dialog made by `formDialogOf` takes besides its form's own props. */
export interface FormDialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The dialog around a form that ends with `onDone()` (saved): the form is mounted only while the
 * dialog is open, so that every opening starts from a fresh form, and `onDone` closes the dialog.
 */
export function formDialogOf<P extends object>(Form: ComponentType<P & { onDone: () => void }>) {
  return function OpenFormDialog({ open, onOpenChange, ...props }: P & FormDialogOpenProps) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        {open && <Form {...(props as P)} onDone={() => onOpenChange(false)} />}
      </Dialog>
    );
  };
}
