import type { ReactNode } from 'react';
import { Label } from '#web/components/ui/label.tsx';
import { cn } from '#web/lib/cn.ts';

/** What a field's control carries: its id and, while the field shows an error, the tie to it. */
export type FieldControlProps = { id: string } & ReturnType<typeof fieldErrorProps>;

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** Marks the label with a red '*' (hidden from screen readers; the control says aria-required). */
  required?: boolean;
  /** Quiet text after the label, e.g. '(Optional)'. */
  hint?: ReactNode;
  error?: string | undefined;
  /** Classes of the field's box (its place in a grid, say). */
  className?: string;
  /** The control; as a function it is handed its id and error props to spread. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

/** A labelled form field with its error message below. */
export function Field({ id, label, required = false, hint, error, className, children }: FieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        )}
        {hint && <span className="ml-1.5 font-normal text-muted-foreground text-sm">{hint}</span>}
      </Label>
      {typeof children === 'function' ? children({ id, ...fieldErrorProps(id, error) }) : children}
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
