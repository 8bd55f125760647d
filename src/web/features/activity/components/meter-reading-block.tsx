import { useQuery } from '@tanstack/react-query';
import { Camera, Gauge, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '#core/activity/activity.schema.ts';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { readingUnitSymbol, unitSymbolFor } from '#core/meters/meter-units.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { isMeterType, meterTypeLabel, meterTypeOfComment } from '#core/meters/record-rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ReadingFigure } from '#web/features/meters/index.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { endpointKey } from '#web/lib/call.ts';
import { useMeterUnits } from '#web/lib/marina-of.ts';
import { TranscribeDialog } from './transcribe-dialog.tsx';

/** GET /api/meter-readings/{activity guid}: the reading of a meter_read activity (null: none yet). */
const meterReadingQueryOptions = (activityGuid: string) => ({
  queryKey: endpointKey(metersEndpoints.readingOfActivity, { params: { guid: activityGuid } }),
});

/**
 * The meter part of a meter_read activity card (spec 000 section 3): meter type, 'Photo
 * available', the reading with notes; without a reading 'Needs transcription' and 'Transcribe'.
 */
export function MeterReadingBlock({ activity }: { activity: Activity }) {
  const { t } = useTranslation('activity');
  const query = useQuery<MeterReading | null>(meterReadingQueryOptions(activity.guid));
  const [open, setOpen] = useState(false);
  const units = useMeterUnits(activity.marinaId);

  if (query.isPending) {
    return (
      <div className="mt-2 space-y-2" aria-busy="true">
        <span className="sr-only">{t('meter.loading')}</span>
        <Skeleton className="h-5 w-28 rounded-md" />
        <Skeleton className="h-8 w-36 rounded-md" />
      </div>
    );
  }

  const missing = query.isError && query.error instanceof ApiError && query.error.status === 404;
  if (query.isError && !missing) {
    return <p className="mt-2 text-muted-foreground text-sm">{t('meter.loadFailed')}</p>;
  }

  const reading = query.data ?? null;
  const type = reading?.meterType ?? meterTypeOfComment(activity.comment);
  const photoPath = reading?.meterImage?.photoPath ?? null;
  const hasValue = reading !== null && reading.reading !== null && reading.reading.trim() !== '';

  return (
    <div className="mt-2 space-y-2" data-testid="meter-reading-block" data-activity={activity.guid}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {type && (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-success-soft px-2.5 py-0.5 font-semibold text-success">
            <Gauge className="size-4" aria-hidden="true" />
            {isMeterType(type) ? t(`meter.${type}`) : t('meter.badge', { type: meterTypeLabel(type) })}
          </span>
        )}
        {photoPath && (
          <a
            href={photoPath}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-8 items-center gap-1.5 font-medium text-primary underline-offset-2 hover:underline"
          >
            <Camera className="size-4" aria-hidden="true" />
            {t('meter.photo')}
          </a>
        )}
      </div>
      {hasValue ? (
        <div>
          <p className="font-bold text-2xl tabular-nums leading-tight" data-testid="card-reading">
            <ReadingFigure value={reading.reading} unit={readingUnitSymbol(reading.unit)} />
          </p>
          {reading.notes && (
            <p className="mt-0.5 whitespace-pre-wrap break-words text-muted-foreground">{reading.notes}</p>
          )}
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-warning-soft px-3 py-2">
          <span className="font-semibold text-warning">{t('meter.needsTranscription')}</span>
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            <PencilLine aria-hidden="true" />
            {t('meter.transcribe')}
          </Button>
        </div>
      )}
      <TranscribeDialog
        open={open}
        onOpenChange={setOpen}
        reading={reading}
        activityGuid={activity.guid}
        meterType={type && isMeterType(type) ? type : null}
        locationGuid={activity.locationId}
        marinaId={activity.marinaId}
        // A reading takes the marina's unit when it is written (decision 0053).
        unit={reading ? readingUnitSymbol(reading.unit) : type ? unitSymbolFor(units, type) : ''}
      />
    </div>
  );
}

/** The reading of a meter_read card saved on this phone and not yet synced, with its unit. */
export function PendingReading({ activity, reading }: { activity: Activity; reading: string }) {
  const units = useMeterUnits(activity.marinaId);
  const type = meterTypeOfComment(activity.comment);
  return (
    <p className="mt-1 font-bold text-2xl tabular-nums leading-tight">
      <ReadingFigure value={reading} unit={type ? unitSymbolFor(units, type) : ''} />
    </p>
  );
}
