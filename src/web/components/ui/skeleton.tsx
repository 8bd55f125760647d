import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A placeholder while content loads; `data-skeleton` lets the browser tests wait until none is left. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      data-skeleton=""
      className={cn('animate-pulse rounded-xl bg-muted', className)}
      {...props}
    />
  );
}
