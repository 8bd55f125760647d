import { useTranslation } from 'react-i18next';
import { zonedTimeOfDay } from '#core/common/date-format.ts';
import type { Tour } from '#core/tours/tour.schema.ts';
import type { TourRunSummary } from '#core/tours/tour-run.schema.ts';
import { StartTourButton } from './start-tour-button.tsx';

/** When the tour's next run today opens, on the marina's clock; null when none is left today. */
function nextStart(tour: Tour, runs: readonly TourRunSummary[], now: Date) {
  const next = runs
    .filter((run) => run.tourGuid === tour.guid && Date.parse(run.windowStart) > now.getTime())
    .sort((a, b) => Date.parse(a.windowStart) - Date.parse(b.windowStart))[0];
  return next ? zonedTimeOfDay(new Date(next.windowStart), next.timeZone) : null;
}

/** The marina's other active tours with no run open: each can be started now. */
export function OtherTours({
  tours,
  runs,
  now,
  online,
}: {
  tours: Tour[];
  runs: readonly TourRunSummary[];
  now: Date;
  online: boolean;
}) {
  const { t } = useTranslation('tours');
  return (
    <section aria-labelledby="other-tours-title" className="border-border border-t p-4">
      <h3 id="other-tours-title" className="font-semibold text-muted-foreground text-sm">
        {t('other.title')}
      </h3>
      <ul className="mt-2 space-y-3">
        {tours.map((tour) => {
          const at = nextStart(tour, runs, now);
          return (
            <li
              key={tour.guid}
              className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
              data-testid="tour-other"
              data-tour={tour.name}
            >
              <div className="min-w-0">
                <p className="break-words font-semibold">{tour.name}</p>
                <p className="text-muted-foreground text-sm">
                  {at ? t('other.nextAt', { time: at }) : t('other.noMoreRuns')} ·{' '}
                  {t('other.checkpoints', { count: tour.checkpoints.length })}
                </p>
              </div>
              <StartTourButton tour={tour} online={online} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
