import type { PlanOverlay } from '#core/site-plans/site-plan.schema.ts';

export type PinOverlay = PlanOverlay['pins'][number];

/** What a pin needs first: a missed checkpoint, then an open issue; else whether it was visited. */
export type PinState = 'missed' | 'issue' | 'visited' | 'quiet';

export const pinState = (pin: PinOverlay | undefined): PinState =>
  !pin
    ? 'quiet'
    : pin.missedCheckpoints > 0
      ? 'missed'
      : pin.openIssues > 0
        ? 'issue'
        : pin.checkIns > 0
          ? 'visited'
          : 'quiet';

/** Each state's colours, on screen and on paper (the legend uses the same). */
export const PIN_TONE: Record<PinState, string> = {
  missed: 'bg-destructive text-destructive-foreground ring-white',
  issue: 'bg-warning text-warning-foreground ring-white',
  visited: 'bg-success text-success-foreground ring-white',
  // A border, not a ring: rings are shadows, which paper drops.
  quiet: 'border-2 border-foreground/60 bg-surface text-foreground ring-white',
};
