import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

const tones = {
  muted: 'bg-muted text-muted-foreground',
  primary: 'bg-primary-soft text-primary-soft-foreground',
  warning: 'bg-warning-soft text-warning',
  destructive: 'bg-destructive-soft text-destructive',
  success: 'bg-success-soft text-success',
} as const;

export type BadgeTone = keyof typeof tones;

/** A small tinted pill with a word or two: a state, a role. */
export function Badge({
  children,
  tone = 'muted',
  className,
}: {
  children: ReactNode;
  tone?: BadgeTone;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 font-semibold text-xs',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
