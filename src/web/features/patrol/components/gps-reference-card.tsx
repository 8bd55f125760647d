import { Crosshair, LocateFixed } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gpsProblem } from '#core/check-in/check-in.ts';
import { FAR_THRESHOLD_M, REFERENCE_SAMPLE_SIZE } from '#core/patrol/gps-flags.ts';
import { CoordinateFields, NO_COORDINATES } from '#web/components/coordinate-fields.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { currentPosition } from '#web/lib/current-position.ts';
import { toastFailure } from '#web/lib/failure-toast.ts';
import { errorCode } from '#web/lib/thrown.ts';
import { toast } from '#web/lib/toast.ts';
import { useReferencePosition, useSetReferencePosition } from '../api/reference-position.ts';

const short = (value: string) => Number(value).toFixed(6);

/**
 * Admins only: the location's GPS reference position, against which check-ins farther than
 * 100 m are flagged (ADR 0020). Set it from the phone's position on the spot or by typing it.
 */
export function GpsReferenceCard({ locationGuid }: { locationGuid: string }) {
  const id = useId();
  const { t } = useTranslation(['patrol', 'checkIn', 'locations', 'common']);
  const query = useReferencePosition(locationGuid);
  const save = useSetReferencePosition(locationGuid);
  const [typed, setTyped] = useState(NO_COORDINATES);
  const [locating, setLocating] = useState(false);
  const reference = query.data?.reference ?? null;
  const busy = save.isPending || locating;

  const send = (body: { latitude: number | string; longitude: number | string } | null) =>
    save.mutate(body, {
      onSuccess: () => {
        setTyped(NO_COORDINATES);
        toast({
          title: t('locations:toast.success'),
          description: body ? t('gps.saved') : t('gps.cleared'),
          variant: 'success',
        });
      },
      onError: (error) => toastFailure(t('common:error'), error),
    });

  const fromMyPosition = async () => {
    setLocating(true);
    try {
      const { coords } = await currentPosition();
      send({ latitude: coords.latitude, longitude: coords.longitude });
    } catch (error) {
      toast({
        title: t('common:error'),
        description: t(`checkIn:gps.${gpsProblem({ code: errorCode(error) })}`),
        variant: 'destructive',
      });
    } finally {
      setLocating(false);
    }
  };

  return (
    <Card data-testid="gps-reference">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crosshair className="size-5 text-primary" aria-hidden="true" />
          {t('gps.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {query.isPending ? (
          <p className="text-muted-foreground">{t('gps.loading')}</p>
        ) : reference ? (
          <p>
            <span className="font-semibold tabular-nums">
              {short(reference.latitude)}, {short(reference.longitude)}
            </span>
            <span className="block text-muted-foreground text-sm">
              {reference.source === 'admin'
                ? t('gps.byAdmin', { meters: FAR_THRESHOLD_M })
                : t('gps.median', { count: REFERENCE_SAMPLE_SIZE, meters: FAR_THRESHOLD_M })}
            </span>
          </p>
        ) : (
          <p className="text-muted-foreground text-sm">{t('gps.notSet', { count: REFERENCE_SAMPLE_SIZE })}</p>
        )}
        <Button className="w-full" variant="secondary" onClick={() => void fromMyPosition()} disabled={busy}>
          <LocateFixed aria-hidden="true" />
          {locating ? t('gps.locating') : t('gps.useMyPosition')}
        </Button>
        <form
          className="grid grid-cols-2 gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            send(typed);
          }}
        >
          <CoordinateFields
            id={id}
            value={typed}
            onChange={setTyped}
            labels={{ latitude: t('gps.latitude'), longitude: t('gps.longitude') }}
          />
          <div className="col-span-2 flex gap-2">
            <Button
              type="submit"
              variant="outline"
              className="flex-1"
              disabled={busy || !typed.latitude.trim() || !typed.longitude.trim()}
            >
              {t('gps.save')}
            </Button>
            <Button type="button" variant="ghost" disabled={busy || !reference} onClick={() => send(null)}>
              {t('gps.clear')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
