import { Crosshair, LocateFixed, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminOf } from '#core/auth/permissions.ts';
import type { PlanPoint } from '#core/site-plans/plan-transform.ts';
import { PLAN_LIMITS } from '#core/site-plans/site-plan.schema.ts';
import { AdminRequired } from '#web/components/admin-required.tsx';
import { CoordinateFields, NO_COORDINATES } from '#web/components/coordinate-fields.tsx';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import { currentPosition } from '#web/lib/current-position.ts';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { saveToasts } from '#web/lib/save-toasts.ts';
import { toast } from '#web/lib/toast.ts';
import { useCalibratePlan, usePlans } from '../api/plans.ts';
import { PlanCanvas, PlanMarker } from '../components/plan-canvas.tsx';

interface Spot extends PlanPoint {
  gpsLatitude: string;
  gpsLongitude: string;
}

/**
 * /plans/:guid/calibration (issue 34): an admin ties the plan to GPS. A tap marks a spot of the
 * picture; standing there, "Use my position" fills its coordinates (or they are typed); three
 * spots far apart or more, and Save. Each saved spot shows how far it sits from where the others
 * put it, so a slip of the finger or of the keyboard shows.
 */
export function CalibrationPage({ user, params }: SignedInPageProps) {
  const { t } = useTranslation('sitePlans');
  const id = useId();
  const { marinaId, isResolving } = useCurrentMarina();
  const plans = usePlans(marinaId);
  const save = useCalibratePlan();
  const plan = plans.data?.find((p) => p.guid === params.guid?.toLowerCase());
  const [spots, setSpots] = useState<Spot[] | null>(null);
  const [pending, setPending] = useState<PlanPoint | null>(null);
  const [typed, setTyped] = useState(NO_COORDINATES);
  const [locating, setLocating] = useState(false);

  useEffect(() => {
    if (plan && spots === null)
      setSpots(
        (plan.calibration?.points ?? []).map((p) => ({
          ...p,
          gpsLatitude: String(p.gpsLatitude),
          gpsLongitude: String(p.gpsLongitude),
        })),
      );
  }, [plan, spots]);

  const header = (
    <PageHeader title={t('calibration.title')} subtitle={plan?.name} backTo="/marina-settings" />
  );
  if (isResolving || plans.isPending) return <LoadingScreen />;
  if (!marinaId || !isAdminOf(user.permissions, marinaId) || !plan)
    return <AdminRequired header={header}>{t('noneAdmin')}</AdminRequired>;

  const fillFromMyPosition = async () => {
    setLocating(true);
    try {
      const { coords } = await currentPosition();
      setTyped({ latitude: coords.latitude.toFixed(7), longitude: coords.longitude.toFixed(7) });
    } catch {
      toast({ description: t('calibration.noPosition'), variant: 'destructive' });
    } finally {
      setLocating(false);
    }
  };
  const residuals = plan.calibration?.residualsMetres ?? [];
  const saved = (spots ?? []).length === (plan.calibration?.points.length ?? 0);

  return (
    <>
      {header}
      <PageBody className="space-y-4">
        <p className="text-muted-foreground text-sm">{t('calibration.help')}</p>
        <PlanCanvas plan={plan} onTap={setPending}>
          {(spots ?? []).map((spot, i) => (
            <PlanMarker
              key={`${spot.x}-${spot.y}`}
              at={spot}
              label={t('calibration.point', { number: i + 1 })}
              className="size-7 rounded-full bg-primary font-bold text-primary-foreground text-xs ring-2 ring-white"
            >
              {i + 1}
            </PlanMarker>
          ))}
          {pending && (
            <PlanMarker at={pending} className="size-9 text-destructive" testId="calibration-pending">
              <Crosshair className="size-9" aria-hidden="true" />
            </PlanMarker>
          )}
        </PlanCanvas>
        <div className="grid grid-cols-2 gap-3">
          <CoordinateFields
            id={id}
            value={typed}
            onChange={setTyped}
            labels={{ latitude: t('calibration.latitude'), longitude: t('calibration.longitude') }}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void fillFromMyPosition()} disabled={locating}>
            <LocateFixed aria-hidden="true" />
            {locating ? t('calibration.locating') : t('calibration.useMine')}
          </Button>
          <Button
            disabled={
              !typed.latitude || !typed.longitude || (spots ?? []).length >= PLAN_LIMITS.calibrationMax
            }
            onClick={() => {
              if (!pending)
                return void toast({ description: t('calibration.tapFirst'), variant: 'destructive' });
              const spot = {
                ...pending,
                gpsLatitude: typed.latitude.trim(),
                gpsLongitude: typed.longitude.trim(),
              };
              setSpots((all) => [...(all ?? []), spot]);
              setPending(null);
              setTyped(NO_COORDINATES);
            }}
          >
            {t('calibration.add')}
          </Button>
        </div>
        <ol className="divide-y divide-border rounded-xl border border-border bg-surface">
          {(spots ?? []).map((spot, i) => (
            <li
              key={`${spot.x}-${spot.y}`}
              className="flex items-center justify-between gap-2 px-3 py-2 text-sm"
            >
              <span>
                <span className="font-semibold">{t('calibration.point', { number: i + 1 })}</span>{' '}
                <span className="text-muted-foreground tabular-nums">
                  {spot.gpsLatitude}, {spot.gpsLongitude}
                </span>
                {saved && residuals[i] !== undefined && (
                  <span
                    className={residuals[i]! > 5 ? 'block text-destructive' : 'block text-muted-foreground'}
                  >
                    {t('calibration.residual', { metres: residuals[i] })}
                  </span>
                )}
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('calibration.remove', { number: i + 1 })}
                onClick={() => setSpots((all) => (all ?? []).filter((_, j) => j !== i))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={save.isPending}
            onClick={() => {
              const points = spots ?? [];
              if (points.length > 0 && points.length < PLAN_LIMITS.calibrationMin)
                return void toast({ description: t('calibration.needThree'), variant: 'destructive' });
              save.mutate(
                { guid: plan.guid, points },
                saveToasts(
                  t(points.length ? 'calibration.saved' : 'calibration.cleared'),
                  t('calibration.failed'),
                  () => undefined,
                ),
              );
            }}
          >
            {t('calibration.save')}
          </Button>
          {plan.calibration && (
            <Button variant="outline" onClick={() => setSpots([])}>
              {t('calibration.clear')}
            </Button>
          )}
        </div>
      </PageBody>
    </>
  );
}
