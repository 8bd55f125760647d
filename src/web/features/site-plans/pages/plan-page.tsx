import { Map as MapIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isAdminOf } from '#core/auth/permissions.ts';
import { fitPlanTransform } from '#core/site-plans/plan-transform.ts';
import { HeaderPrintButton } from '#web/components/header-action.tsx';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { ListEmpty, ListError, ListSkeleton } from '#web/components/ui/list-states.tsx';
import { NativeSelect, namedOptions } from '#web/components/ui/native-select.tsx';
import { useMarinaLocations } from '#web/features/marina-locations/index.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { useOverlay, usePlans } from '../api/plans.ts';
import { PIN_TONE, pinState } from '../components/pin-state.ts';
import { PinSummaryList } from '../components/pin-summary-list.tsx';
import { AccuracyCircle, PlanCanvas, PlanMarker } from '../components/plan-canvas.tsx';
import { PlanLegend } from '../components/plan-legend.tsx';

const PERIODS = { tonight: 12, day: 24, week: 7 * 24 } as const;
type Period = keyof typeof PERIODS;

/**
 * /plans (issue 34): the marina on its own picture, for a period (the last 12 hours at first):
 * each pin coloured by what needs attention, numbered as the list below it, and, on a plan tied to
 * GPS, where each check-in's phone really was. A tap on a pin opens its location. Printable.
 */
export function PlanPage({ user }: SignedInPageProps) {
  const { t } = useTranslation('sitePlans');
  const [, navigate] = useLocation();
  const { marinaId, marina } = useCurrentMarina();
  const plans = usePlans(marinaId);
  const locations = useMarinaLocations(marinaId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [period, setPeriod] = useState<Period>('tonight');
  const plan = plans.data?.find((p) => p.guid === chosen) ?? plans.data?.[0] ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new period takes a new 'now'
  const span = useMemo(() => {
    const to = new Date();
    return { from: new Date(to.getTime() - PERIODS[period] * 3_600_000).toISOString(), to: to.toISOString() };
  }, [period, plan?.guid]);
  const overlay = useOverlay(plan?.guid ?? null, span);
  const names = new Map((locations.data ?? []).map((l) => [l.guid, l.name]));
  const byPin = new Map((overlay.data?.pins ?? []).map((p) => [p.locationId, p]));
  const pins = (plan?.pins ?? []).filter((p) => names.has(p.locationId));
  // The calibration's scale draws each fix's accuracy as a circle of the picture (it zooms with it).
  const metresPerPixel = useMemo(() => {
    if (!plan?.calibration) return null;
    const fit = fitPlanTransform(plan.calibration.points, plan);
    return fit.ok ? fit.transform.metresPerPixel : null;
  }, [plan]);

  const header = (
    <PageHeader
      title={t('title')}
      subtitle={marina?.name}
      backTo="/"
      actions={plan && <HeaderPrintButton label={t('print')} title={t('title')} />}
    />
  );
  if (plans.isError)
    return (
      <>
        {header}
        <PageBody>
          <ListError title={t('loadFailed')} onRetry={() => void plans.refetch()} />
        </PageBody>
      </>
    );
  if (plans.isSuccess && !plan)
    return (
      <>
        {header}
        <PageBody>
          <ListEmpty icon={MapIcon} title={t('none')}>
            {marinaId && isAdminOf(user.permissions, marinaId) ? t('noneAdmin') : t('noneStaff')}
          </ListEmpty>
        </PageBody>
      </>
    );

  return (
    <>
      {header}
      <PageBody className="plan-colours space-y-4 print:space-y-2">
        <div className="grid gap-3 sm:grid-cols-2 print:hidden">
          {(plans.data?.length ?? 0) > 1 && (
            <Field id="plan-choice" label={t('choose')}>
              <NativeSelect
                id="plan-choice"
                value={plan?.guid ?? ''}
                onChange={(e) => setChosen(e.target.value)}
                options={namedOptions(plans.data ?? [])}
              />
            </Field>
          )}
          <Field id="plan-period" label={t('period.label')}>
            <NativeSelect
              id="plan-period"
              value={period}
              onChange={(e) => setPeriod(e.target.value as Period)}
              options={(Object.keys(PERIODS) as Period[]).map((p) => ({ value: p, label: t(`period.${p}`) }))}
            />
          </Field>
        </div>
        {plans.isPending && <ListSkeleton rows={1} className="h-64" label={t('loading')} />}
        {plan && (
          <>
            <h2 className="font-bold text-lg">{plan.name}</h2>
            <PlanCanvas plan={plan}>
              {metresPerPixel !== null &&
                overlay.data?.fixes.map((fix) =>
                  fix.accuracyMeters ? (
                    <AccuracyCircle
                      key={`${fix.activityId}-accuracy`}
                      at={fix}
                      diameter={(2 * fix.accuracyMeters) / metresPerPixel / plan.width}
                      far={fix.far}
                    />
                  ) : null,
                )}
              {overlay.data?.fixes.map((fix) => (
                <PlanMarker key={fix.activityId} at={fix} testId="plan-fix">
                  <span
                    className={
                      fix.far
                        ? 'size-3 rounded-full bg-destructive ring-2 ring-white'
                        : 'size-2.5 rounded-full bg-primary ring-2 ring-white'
                    }
                  />
                </PlanMarker>
              ))}
              {pins.map((pin, i) => {
                const state = pinState(byPin.get(pin.locationId));
                return (
                  <PlanMarker
                    key={pin.locationId}
                    at={pin}
                    label={t('pin.label', {
                      number: i + 1,
                      name: names.get(pin.locationId) ?? '',
                      state: t(`legend.${state}`),
                    })}
                    className={`size-7 rounded-full font-bold text-xs ring-2 shadow-md ${PIN_TONE[state]}`}
                    onClick={() => navigate(`/location/${pin.locationId}`)}
                    testId="plan-pin"
                  >
                    {i + 1}
                  </PlanMarker>
                );
              })}
            </PlanCanvas>
            {plan.calibration === null && (
              <p className="text-muted-foreground text-sm">{t('uncalibrated')}</p>
            )}
            {overlay.data?.fixesTruncated && (
              <p className="text-muted-foreground text-sm">
                {t('fixesTruncated', { count: overlay.data.fixes.length })}
              </p>
            )}
            <PlanLegend />
            <PinSummaryList pins={pins} names={names} overlay={byPin} fixes={overlay.data?.fixes ?? []} />
          </>
        )}
      </PageBody>
    </>
  );
}
