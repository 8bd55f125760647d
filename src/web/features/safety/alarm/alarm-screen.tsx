import { Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { zonedTimeOfDay } from '#core/common/date-format.ts';
import type { Alert } from '#core/safety/alert.schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FullScreenAlert } from '#web/components/ui/full-screen-alert.tsx';
import { useAlertAction } from '../alerts/api/alert.ts';
import { PositionLink } from '../alerts/components/position-link.tsx';
import { type Siren, startSiren } from './siren.ts';

/**
 * The admin's alarm (issue 33): while an alert of the current marina is unanswered, a full screen
 * over every page with a siren, until someone acknowledges it (here, or anywhere: the next poll
 * finds it answered). Acknowledging opens the alert's page, where it is resolved.
 */
export function AlarmScreen({ alerts, timeZone }: { alerts: readonly Alert[]; timeZone: string }) {
  const { t } = useTranslation('safety');
  const [, navigate] = useLocation();
  const alert = alerts[0]!;
  const siren = useRef<Siren | null>(null);
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    siren.current = startSiren();
    setBlocked(siren.current?.blocked ?? false);
    return () => siren.current?.stop();
  }, []);

  const { acknowledge } = useAlertAction(alert.guid, () => navigate(`/alerts/${alert.guid}`));

  return (
    <FullScreenAlert
      titleId="alarm-title"
      bodyId="alarm-body"
      className="z-[75] bg-destructive pt-[env(safe-area-inset-top)] text-destructive-foreground"
    >
      <div className="flex flex-1 flex-col gap-4 p-5">
        <p className="font-bold text-sm uppercase tracking-widest opacity-90">{t('alarm.eyebrow')}</p>
        <h2 id="alarm-title" className="font-extrabold text-3xl leading-tight">
          {t('alarm.title', { kind: t(`alert.kind.${alert.kind}`), name: alert.raisedBy.name })}
        </h2>
        <div id="alarm-body" className="space-y-1 text-lg">
          <p>{t('alarm.raisedAt', { time: zonedTimeOfDay(new Date(alert.raisedAt), timeZone) })}</p>
          {alert.lastCheckIn && (
            <p>
              {t('alert.lastCheckIn')}:{' '}
              {t('alert.lastCheckInValue', {
                location: alert.lastCheckIn.locationName,
                time: zonedTimeOfDay(new Date(alert.lastCheckIn.at), timeZone),
              })}
            </p>
          )}
          <PositionLink alert={alert} />
        </div>
        {alerts.length > 1 && (
          <p className="font-semibold">{t('alarm.more', { count: alerts.length - 1 })}</p>
        )}
        {blocked && (
          <Button
            variant="outline"
            className="border-white bg-transparent text-white hover:bg-white/10"
            onClick={() => void siren.current?.resume().then(() => setBlocked(false))}
          >
            <Volume2 aria-hidden className="size-5" />
            {t('alarm.soundOn')}
          </Button>
        )}
        <div className="mt-auto pt-4">
          <Button
            size="lg"
            className="w-full bg-white text-destructive hover:bg-white/90"
            disabled={acknowledge.isPending}
            onClick={() => acknowledge.mutate()}
          >
            {acknowledge.isPending ? t('alert.acknowledging') : t('alert.acknowledge')}
          </Button>
        </div>
      </div>
    </FullScreenAlert>
  );
}
