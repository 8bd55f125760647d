import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { zonedTimeOfDay } from '#core/common/date-format.ts';
import type { TourRun } from '#core/tours/tour-run.schema.ts';
import { cn } from '#web/lib/cn.ts';
import { PendingBadge } from '#web/lib/offline/pending-badge.tsx';

type Checkpoint = TourRun['checkpoints'][number];

function Chip({ tone, children }: { tone: string; children: string }) {
  return <span className={cn('rounded-full px-2 py-0.5 font-semibold text-xs', tone)}>{children}</span>;
}

/** What happened at one checkpoint, in words: when and by whom it was scanned, or that it was not. */
function scanLine(t: TFunction<'tours'>, checkpoint: Checkpoint, timeZone: string): string {
  if (!checkpoint.scannedAt)
    return checkpoint.missed ? t('checkpoints.notScanned') : t('checkpoints.notScannedYet');
  const time = zonedTimeOfDay(new Date(checkpoint.scannedAt), timeZone);
  const name = checkpoint.scannedBy;
  if (checkpoint.late)
    return name ? t('checkpoints.scannedLateBy', { time, name }) : t('checkpoints.scannedLate', { time });
  return name ? t('checkpoints.scannedAtBy', { time, name }) : t('checkpoints.scannedAt', { time });
}

/**
 * The run's checkpoints in tour order; missed ones stand out, late and out-of-order ones are marked,
 * and a check-in still in the phone's queue (`queued`, by location) says it waits to sync.
 */
export function RunCheckpointList({ run, queued }: { run: TourRun; queued: ReadonlySet<string> }) {
  const { t } = useTranslation('tours');
  return (
    <ol className="flex flex-col gap-2" aria-label={t('checkpoints.label')}>
      {run.checkpoints.map((checkpoint, index) => {
        const done = checkpoint.scannedAt !== null && !checkpoint.late;
        const waiting = queued.has(checkpoint.locationGuid);
        return (
          <li
            key={checkpoint.locationGuid}
            data-missed={checkpoint.missed || undefined}
            className={cn(
              'flex items-start gap-3 rounded-xl border p-3',
              checkpoint.missed ? 'border-destructive/50 bg-destructive-soft' : 'border-border bg-surface',
            )}
          >
            <span
              className={cn(
                'inline-flex size-8 shrink-0 items-center justify-center rounded-full font-bold text-sm',
                done ? 'bg-success text-success-foreground' : 'bg-muted text-foreground',
              )}
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <p className="break-words font-semibold">{checkpoint.name}</p>
              <p className={cn('text-sm', checkpoint.missed ? 'text-destructive' : 'text-muted-foreground')}>
                {scanLine(t, checkpoint, run.timeZone)}
              </p>
              {(checkpoint.missed || checkpoint.late || checkpoint.outOfOrder || waiting) && (
                <p className="mt-1 flex flex-wrap gap-1.5">
                  {checkpoint.missed && (
                    <Chip tone="bg-destructive text-destructive-foreground">{t('checkpoints.missed')}</Chip>
                  )}
                  {checkpoint.late && (
                    <Chip tone="bg-warning-soft text-warning-soft-foreground">{t('checkpoints.late')}</Chip>
                  )}
                  {checkpoint.outOfOrder && (
                    <Chip tone="bg-warning-soft text-warning-soft-foreground">
                      {t('checkpoints.outOfOrder')}
                    </Chip>
                  )}
                  {waiting && <PendingBadge />}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
