import type { ComponentProps } from 'react';
import { fieldBox } from '#web/components/ui/field-box.ts';
import { cn } from '#web/lib/cn.ts';

/** The reading field of the edit dialogs and the record screen: big, tabular, decimal keypad. */
export function ReadingInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type="number"
      step="0.001"
      min="0"
      inputMode="decimal"
      autoComplete="off"
      className={cn(
        fieldBox,
        'min-h-14 px-3.5 font-bold text-2xl tabular-nums aria-invalid:ring-destructive/20',
        'placeholder:font-normal placeholder:text-base placeholder:text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}
