import { Gauge } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGOUT_REDIRECT_DELAY_MS } from '#core/auth/return-address.ts';
import type { MeterType } from '#core/meters/meter-constants.ts';
import { unitSymbolFor } from '#core/meters/meter-units.ts';
import { isMeterType, isValidMeterUrl } from '#core/meters/record-rules.ts';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAuthUser } from '#web/features/auth/index.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import { useMarinaOf } from '#web/lib/marina-of.ts';
import type { PageProps } from '#web/lib/page-props.ts';
import { toast } from '#web/lib/toast.ts';
import { useRecordMeter } from '../api/get-record-meter.ts';
import { MeterChartCard } from '../components/meter-chart-card.tsx';
import { RecentReadingsCard } from '../components/recent-readings-card.tsx';
import { RecordMeterForm } from '../components/record-meter-form.tsx';
import { RecentReadingsSkeleton, RecordMeterProblem } from '../components/record-meter-states.tsx';
import { SiblingsBar } from '../components/siblings-bar.tsx';
import { meterBadgeText, recordText } from '../lib/meter-text.ts';

function MeterBadge({ type }: { type: string }) {
  return (
    <span className="inline-flex min-h-8 shrink-0 items-center gap-1.5 rounded-full bg-primary px-3 font-semibold text-primary-foreground text-sm">
      <Gauge className="size-4" aria-hidden="true" />
      {meterBadgeText(type)}
    </span>
  );
}

/**
 * /record-meter/{locationGuid}/{meterType} (spec 000 section 2), open to signed-out visitors:
 * their GET answers 401 and the fetch wrapper sends them to sign in and back here.
 */
export function RecordMeterPage({ params }: PageProps) {
  const locationGuid = params.locationGuid ?? '';
  // Paths match case-insensitively (spec 000 section 1): /record-meter/…/Power is the power meter.
  const type = (params.meterType ?? '').toLowerCase();
  const valid = isValidMeterUrl(locationGuid, type);
  const { t } = useTranslation('meters');
  return (
    <>
      <PageHeader title={t('recordPage.title')} backTo="/" />
      {valid && isMeterType(type) ? (
        <RecordMeterScreen locationGuid={locationGuid} meterType={type} />
      ) : (
        <PageBody>
          <MeterBadge type={type} />
          <RecordMeterProblem message={recordText('invalidUrl')} />
        </PageBody>
      )}
    </>
  );
}

function RecordMeterScreen({ locationGuid, meterType }: { locationGuid: string; meterType: MeterType }) {
  const { t } = useTranslation('meters');
  const { user, isLoading: authLoading, isError: authError } = useAuthUser();
  const { isResolving } = useCurrentMarina();
  const signedOut = !authLoading && !authError && user === null;
  const [askSignedOut, setAskSignedOut] = useState(false);

  // Signed out (spec 000 section 4): the session toast, and 500 ms later the data call, whose 401
  // makes the fetch wrapper save this address and send the browser to sign in and back.
  useEffect(() => {
    if (!signedOut) return;
    toast({
      title: t('recordPage.unauthorized'),
      description: t('recordPage.loggedOut'),
      variant: 'destructive',
    });
    const timer = setTimeout(() => setAskSignedOut(true), LOGOUT_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedOut, t]);

  // The location is looked up without a marinaId: a QR code may belong to another marina the user
  // can access, and the screen then reads and writes in that location's own marina.
  const query = useRecordMeter(
    locationGuid,
    meterType,
    null,
    !authLoading && !isResolving && (!signedOut || askSignedOut),
  );
  const status = query.error instanceof ApiError ? query.error.status : undefined;
  const data = query.data;
  // Only a first load that failed replaces the form: a refetch that fails (a fresh photo guid
  // asked for on a weak signal) must not take away the photo and reading being entered.
  const failed = query.isLoadingError && status !== 401;
  const marinaId = data?.location.marinaId ?? null;
  // The location's own marina sets the unit (decision 0035). Until the location is loaded
  // (marinaId null) useMarinaOf gives the current marina, so its unit shows meanwhile; no unit
  // only while no marina is known at all.
  const marina = useMarinaOf(marinaId);
  const unit = marina ? unitSymbolFor(marina.units, meterType) : '';

  return (
    <>
      <PageBody className="pb-6">
        <div className="flex items-center justify-between gap-3">
          {data ? (
            <p
              className="min-w-0 truncate font-bold text-3xl leading-tight"
              data-testid="meter-location-name"
            >
              {data.location.name}
            </p>
          ) : failed ? (
            <span />
          ) : (
            <Skeleton className="h-9 w-32 rounded-lg" />
          )}
          <MeterBadge type={meterType} />
        </div>
        {failed ? (
          <RecordMeterProblem message={recordText('loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <>
            <RecordMeterForm
              locationGuid={locationGuid}
              meterType={meterType}
              marinaId={marinaId}
              unit={unit}
              query={query}
            />
            {data ? (
              <RecentReadingsCard readings={data.recentReadings} meterType={meterType} />
            ) : (
              <RecentReadingsSkeleton />
            )}
            {data && marina && (
              <MeterChartCard
                marinaId={marina.guid}
                timeZone={marina.timeZone}
                locationGuid={locationGuid}
                meterType={meterType}
                unit={unit}
              />
            )}
          </>
        )}
      </PageBody>
      <SiblingsBar
        locationGuid={locationGuid}
        meterType={meterType}
        marinaId={marinaId}
        enabled={Boolean(data)}
        aboveNav={user !== null}
      />
    </>
  );
}
