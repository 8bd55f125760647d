import type { ReactNode } from 'react';
import { Label } from '#web/components/ui/label.tsx';

interface FieldProps {
  id: string;
  label: ReactNode;
  /** Quiet text after the label, e.g. '(Optional)'. */
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled form field with its error message below. */
export function Field({ id, label, hint, error, children }: FieldProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {hint && <span className="ml-1.5 font-normal text-muted-foreground text-sm">{hint}</span>}
      </Label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's error message (`<id>-error`, what fieldErrorProps points at); nothing without one. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="font-medium text-destructive text-sm">
      {error}
    </p>
  ) : null;
}

/** Props that tie an input to its Field's error. */
export const fieldErrorProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
