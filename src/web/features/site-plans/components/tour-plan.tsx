import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { SitePlan } from '#core/site-plans/site-plan.schema.ts';
import type { TourRun } from '#core/tours/tour-run.schema.ts';
import { cn } from '#web/lib/cn.ts';
import { usePlans } from '../api/plans.ts';
import { PlanCanvas, PlanMarker } from './plan-canvas.tsx';

type Checkpoint = TourRun['checkpoints'][number];

/** The marina's plan with most of these checkpoints on it; none when no plan pins any. */
function planFor(plans: readonly SitePlan[], checkpoints: readonly Checkpoint[]): SitePlan | undefined {
  const wanted = new Set(checkpoints.map((c) => c.locationGuid));
  const pinned = (plan: SitePlan) => plan.pins.filter((p) => wanted.has(p.locationId)).length;
  const best = [...plans].sort((a, b) => pinned(b) - pinned(a))[0];
  return best && pinned(best) > 0 ? best : undefined;
}

/**
 * A tour on the marina's plan (issue 34), for the guard walking it: the checkpoints numbered in
 * their order, the ones done ticked, the next one standing out, the missed ones red; a tap opens
 * the location; a check-in still in the phone's queue counts as done. Kept on the phone with the marina's data (the plans are a kept read, the picture
 * is cached by the service worker once seen), so it shows in airplane mode.
 */
export function TourPlan({
  marinaId,
  checkpoints,
  queued,
}: {
  marinaId: string;
  checkpoints: readonly Checkpoint[];
  /** Locations the guard checked in at that are still in the phone's queue: done already. */
  queued: ReadonlySet<string>;
}) {
  const { t } = useTranslation('sitePlans');
  const [, navigate] = useLocation();
  const plans = usePlans(marinaId);
  const plan = plans.data ? planFor(plans.data, checkpoints) : undefined;
  if (!plan) return null;
  const at = new Map(plan.pins.map((p) => [p.locationId, p]));
  const isDone = (c: Checkpoint) => c.scannedAt !== null || queued.has(c.locationGuid);
  const next = checkpoints.find((c) => !isDone(c) && !c.missed);
  return (
    <section aria-labelledby="tour-plan" className="space-y-2">
      <h2 id="tour-plan" className="font-bold text-lg">
        {t('tour.title')}
      </h2>
      <PlanCanvas plan={plan}>
        {checkpoints.map((checkpoint) => {
          const pin = at.get(checkpoint.locationGuid);
          if (!pin) return null;
          const done = isDone(checkpoint);
          const isNext = checkpoint === next;
          const state = done ? 'done' : isNext ? 'next' : checkpoint.missed ? 'missed' : 'todo';
          return (
            <PlanMarker
              key={checkpoint.position}
              at={pin}
              label={t(`tour.${state}`, { number: checkpoint.position + 1, name: checkpoint.name })}
              className={cn(
                'rounded-full font-bold text-xs shadow-md ring-2',
                state === 'done' && 'size-7 bg-success text-success-foreground ring-white',
                state === 'next' && 'size-10 bg-primary text-base text-primary-foreground ring-4 ring-white',
                state === 'missed' && 'size-7 bg-destructive text-destructive-foreground ring-white',
                state === 'todo' && 'size-7 bg-surface text-foreground ring-foreground/60',
              )}
              onClick={() => navigate(`/location/${checkpoint.locationGuid}`)}
              testId="tour-plan-pin"
            >
              {done ? <Check className="size-4" aria-hidden="true" /> : checkpoint.position + 1}
            </PlanMarker>
          );
        })}
      </PlanCanvas>
    </section>
  );
}
