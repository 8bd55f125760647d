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
      {error && (
        <p id={`${id}-error`} className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

/** Props that tie an input to its Field's error. */
export const fieldErrorProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
