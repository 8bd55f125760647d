import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * A styled native select: on a phone it opens the system picker, which is large, familiar and
 * works with one thumb.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'block min-h-12 w-full appearance-none rounded-xl border-2 border-border bg-surface py-2 pr-11 pl-3.5 text-base text-foreground',
          'focus:border-primary focus:outline-none focus:ring-4 focus:ring-primary/20 focus-visible:outline-none',
          'aria-invalid:border-destructive disabled:opacity-60',
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
