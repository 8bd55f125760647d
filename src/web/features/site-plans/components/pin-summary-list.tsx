import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Pin, PlanOverlay } from '#core/site-plans/site-plan.schema.ts';
import { relativeAgeText } from '#web/features/activity/index.ts';
import { cn } from '#web/lib/cn.ts';
import { PIN_TONE, type PinOverlay, pinState } from './pin-state.ts';

/**
 * The pins as a list, numbered as on the picture: each location with its period's figures and its
 * last check-in. What the picture shows, for a screen reader and on paper.
 */
export function PinSummaryList({
  pins,
  names,
  overlay,
  fixes,
}: {
  pins: readonly Pin[];
  names: ReadonlyMap<string, string>;
  overlay: ReadonlyMap<string, PinOverlay>;
  /** The period's fixes on a calibrated plan: each pin says how far its farthest one was. */
  fixes: PlanOverlay['fixes'];
}) {
  const { t } = useTranslation('sitePlans');
  const farthest = new Map<string, number>();
  for (const fix of fixes)
    farthest.set(fix.locationId, Math.max(farthest.get(fix.locationId) ?? 0, fix.distanceFromPinMeters));
  return (
    <ol className="divide-y divide-border rounded-xl border border-border bg-surface">
      {pins.map((pin, i) => {
        const figures = overlay.get(pin.locationId);
        const state = pinState(figures);
        const parts = figures
          ? [
              t('pin.checkIns', { count: figures.checkIns }),
              figures.openIssues ? t('pin.openIssues', { count: figures.openIssues }) : null,
              figures.missedCheckpoints ? t('pin.missed', { count: figures.missedCheckpoints }) : null,
              figures.lastVisitAt
                ? t('pin.lastVisit', { time: relativeAgeText(figures.lastVisitAt) })
                : t('pin.neverVisited'),
              farthest.has(pin.locationId)
                ? t('pin.farthest', { metres: Math.round(farthest.get(pin.locationId)!) })
                : null,
            ].filter(Boolean)
          : [];
        return (
          <li
            key={pin.locationId}
            className="flex items-start gap-3 px-3 py-2.5 print:break-inside-avoid print:py-1"
          >
            <span
              className={cn(
                'inline-flex size-7 shrink-0 items-center justify-center rounded-full font-bold text-xs ring-2',
                PIN_TONE[state],
              )}
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <div className="min-w-0">
              <Link
                href={`/location/${pin.locationId}`}
                className="font-semibold text-primary underline-offset-2 hover:underline print:text-foreground"
              >
                {names.get(pin.locationId)}
              </Link>
              <p className="text-muted-foreground text-sm">{parts.join(' · ')}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
