import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/lib/cn.ts';
import { Button } from './button.tsx';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog.tsx';
import { FormAlert } from './form-alert.tsx';

export interface FormDialogProps {
  title: ReactNode;
  /** The line under the title; the dialog's accessible description. None: no line. */
  description?: ReactNode;
  /** The form's submit handler (react-hook-form's `handleSubmit(...)`, say). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's name, e.g. 'Save Changes'. */
  submitLabel: string;
  /** A save is under way: the submit button is disabled and reads `busyLabel`. */
  busy: boolean;
  /** What the submit button reads while busy; 'Saving...' unless told. */
  busyLabel?: string;
  /** Keeps the submit button disabled while not busy too (what it needs is still loading). */
  submitDisabled?: boolean;
  /** The server's refusal of the last attempt: shown (and focused) above the buttons. */
  error?: string | null;
  /** The button that closes the dialog unsaved; 'Cancel' unless told. */
  cancelLabel?: string;
  /** A tall form: the buttons stick to the dialog's bottom edge while it scrolls. */
  stickyFooter?: boolean;
  /** Shown between the header and the form (a status line, say). */
  banner?: ReactNode;
  /** Classes for the dialog's content box (a wider one: 'max-w-lg'). */
  className?: string;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The content of a dialog that holds one form: title and description, the fields, the server's
 * refusal, and Cancel beside the submit button. Put it inside a `Dialog`, rendered only while the
 * dialog is open, so that every opening starts from a fresh form.
 */
export function FormDialog({
  title,
  description,
  onSubmit,
  submitLabel,
  busy,
  busyLabel,
  submitDisabled = false,
  error,
  cancelLabel,
  stickyFooter = false,
  banner,
  className,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const descriptionId = `${useId()}-description`;
  const cancel = (
    <DialogClose asChild>
      <Button type="button" variant="outline" className={stickyFooter ? 'flex-1 sm:flex-none' : undefined}>
        {cancelLabel ?? t('cancel')}
      </Button>
    </DialogClose>
  );
  const submit = (
    <Button
      type="submit"
      className={stickyFooter ? 'flex-[2] sm:flex-none' : undefined}
      disabled={busy || submitDisabled}
    >
      {busy ? (busyLabel ?? t('saving')) : submitLabel}
    </Button>
  );
  return (
    <DialogContent
      {...(description ? { 'aria-describedby': descriptionId } : {})}
      className={cn(className, stickyFooter && 'pb-0')}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description && <DialogDescription id={descriptionId}>{description}</DialogDescription>}
      </DialogHeader>
      {banner}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {children}
        {error && <FormAlert>{error}</FormAlert>}
        {stickyFooter ? (
          <div className="-mx-5 sticky bottom-0 mt-2 flex gap-2 border-border border-t bg-surface px-5 pt-3 pb-5 sm:justify-end">
            {cancel}
            {submit}
          </div>
        ) : (
          <DialogFooter>
            {cancel}
            {submit}
          </DialogFooter>
        )}
      </form>
    </DialogContent>
  );
}
