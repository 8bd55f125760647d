import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A multi-line text box matching Input. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'block min-h-24 w-full rounded-xl border-2 border-border bg-surface px-3.5 py-2.5 text-base text-foreground',
        'placeholder:text-muted-foreground focus:border-primary focus:outline-none focus:ring-4 focus:ring-primary/20',
        'focus-visible:outline-none aria-invalid:border-destructive read-only:bg-muted/60 disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
