import type { ComponentProps } from 'react';
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
        'block min-h-14 w-full rounded-xl border-2 border-border bg-surface px-3.5 font-bold text-2xl text-foreground tabular-nums',
        'placeholder:font-normal placeholder:text-base placeholder:text-muted-foreground',
        'focus:border-primary focus:outline-none focus:ring-4 focus:ring-primary/20 focus-visible:outline-none',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20 disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
