import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A shift's state as a pill: green with a dot while the shift runs (the dot pulses where asked). */
export function StatusPill({
  active,
  pulse = false,
  children,
}: {
  active: boolean;
  pulse?: boolean;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1 font-semibold text-sm',
        active ? 'bg-success-soft text-success' : 'bg-muted text-muted-foreground',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-2.5 rounded-full',
          active ? 'bg-success' : 'bg-muted-foreground',
          active && pulse && 'animate-pulse',
        )}
      />
      {children}
    </span>
  );
}
