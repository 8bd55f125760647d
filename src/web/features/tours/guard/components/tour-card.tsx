import { CloudOff, Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { type RunPhase, runPhase, runsToShow } from '#web/features/tours/guard/lib/guard-view.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import { useOnline } from '#web/lib/offline/use-outbox.ts';
import { useNow } from '#web/lib/use-now.ts';
import { useGuardRuns } from '../api/use-guard-runs.ts';
import { OtherTours } from './other-tours.tsx';
import { StartTourButton } from './start-tour-button.tsx';
import { TourRunItem } from './tour-run-item.tsx';

/** The countdowns move on every 15 seconds: never more than a quarter of a minute behind. */
const TICK_MS = 15_000;
const OPEN: ReadonlySet<RunPhase> = new Set(['due', 'overdue', 'in_progress']);

/**
 * The dashboard's patrol tour card (issue 17 item 4, decision 0031): the runs open now (else the
 * next one today) with countdown, progress and next checkpoint, counting the check-ins still on
 * the phone; 'Start tour now' for the tours with no open run. Nothing when the marina has no
 * active tour and no run to show.
 */
export function GuardTourCard() {
  const { t } = useTranslation('tours');
  const { marinaId, marina } = useCurrentMarina();
  useNow(TICK_MS);
  // The time of this render: a run just started (the server's now) must not read as not yet open.
  const now = new Date();
  const online = useOnline();
  const { runs, tours, ready } = useGuardRuns(marinaId, marina?.timeZone ?? null, now);
  if (!marinaId || !ready) return null;
  const shown = runsToShow(runs, now);
  const active = (tours ?? []).filter((tour) => tour.active);
  if (shown.length === 0 && active.length === 0) return null;

  const ordered = new Map((tours ?? []).map((tour) => [tour.guid, tour.ordered]));
  const openTours = new Set(runs.filter((run) => OPEN.has(runPhase(run, now))).map((run) => run.tourGuid));
  const startable = active.filter((tour) => !openTours.has(tour.guid));
  const canStart = new Set(startable.map((tour) => tour.guid));
  const others = startable.filter((tour) => !shown.some((run) => run.tourGuid === tour.guid));

  return (
    <Card aria-labelledby="guard-tour-title" data-testid="tour-card">
      <CardHeader>
        <CardTitle id="guard-tour-title" className="flex items-center gap-2">
          <Route className="size-5 text-primary" aria-hidden="true" />
          {t('card.title')}
        </CardTitle>
      </CardHeader>
      {shown.length === 0 ? (
        <p className="px-4 pt-2 text-muted-foreground">{t('card.noMoreDue')}</p>
      ) : (
        <ul className="mt-1">
          {shown.map((run) => {
            const phase = runPhase(run, now);
            return (
              <TourRunItem
                key={run.guid}
                run={run}
                phase={phase}
                now={now}
                ordered={ordered.get(run.tourGuid) ?? false}
                action={
                  phase === 'upcoming' && canStart.has(run.tourGuid) ? (
                    <StartTourButton tour={{ guid: run.tourGuid, name: run.tourName }} online={online} />
                  ) : undefined
                }
              />
            );
          })}
        </ul>
      )}
      {others.length > 0 && <OtherTours tours={others} runs={runs} now={now} online={online} />}
      {!online && startable.length > 0 && (
        <p className="mx-4 mb-4 flex gap-2 rounded-xl bg-muted p-3 text-sm" data-testid="tour-offline-note">
          <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{t('card.offlineNote')}</span>
        </p>
      )}
      {others.length === 0 && (online || startable.length === 0) && (
        <div className="h-1" aria-hidden="true" />
      )}
    </Card>
  );
}
