import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'block min-h-12 w-full rounded-xl border-2 border-border bg-surface px-3.5 text-base text-foreground',
        'placeholder:text-muted-foreground focus:border-primary focus:outline-none focus-visible:outline-none',
        'focus:ring-4 focus:ring-primary/20 aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        'disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
