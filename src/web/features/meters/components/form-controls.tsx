import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A multi-line text box matching Input. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'block min-h-20 w-full rounded-xl border-2 border-border bg-surface px-3.5 py-2.5 text-base text-foreground',
        'placeholder:text-muted-foreground focus:border-primary focus:outline-none focus:ring-4 focus:ring-primary/20',
        'focus-visible:outline-none aria-invalid:border-destructive disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}

/** A styled native select: the phone's own picker, large and one-thumb friendly. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'block min-h-12 w-full appearance-none rounded-xl border-2 border-border bg-surface py-2 pr-11 pl-3.5 text-base text-foreground',
          'focus:border-primary focus:outline-none focus:ring-4 focus:ring-primary/20 focus-visible:outline-none',
          'disabled:opacity-60',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3.5 size-5 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}

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
