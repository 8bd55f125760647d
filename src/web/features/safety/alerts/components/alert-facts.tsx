import { useTranslation } from 'react-i18next';
import { zonedDateTime, zonedTimeOfDay } from '#core/common/date-format.ts';
import type { AlertWithEvents } from '#core/safety/alert.schema.ts';
import { Fact } from '#web/components/ui/fact.tsx';
import { PositionLink } from './position-link.tsx';
import { useResolutionText } from './resolution-text.ts';

/** Who raised the alert, when and where (on the marina's clock), and who answered it. */
export function AlertFacts({ alert, timeZone }: { alert: AlertWithEvents; timeZone: string }) {
  const { t } = useTranslation('safety');
  const resolution = useResolutionText();
  const at = (iso: string) => zonedDateTime(new Date(iso), timeZone);
  return (
    <dl className="divide-y divide-border text-sm">
      {/* A missed check is raised by the schedule, about its guard. */}
      <Fact term={t(alert.kind === 'missed_check' ? 'alert.guard' : 'alert.raisedBy')}>
        {alert.raisedBy.name}
      </Fact>
      <Fact term={t('alert.raisedAt')}>{at(alert.raisedAt)}</Fact>
      {alert.deviceTime && <Fact term={t('alert.deviceTime')}>{at(alert.deviceTime)}</Fact>}
      <Fact term={t('alert.position')}>
        <PositionLink alert={alert} className="text-primary" />
        {!(alert.gpsLatitude && alert.gpsLongitude) && t('alert.noPosition')}
      </Fact>
      {alert.lastCheckIn && (
        <Fact term={t('alert.lastCheckIn')}>
          {t('alert.lastCheckInValue', {
            location: alert.lastCheckIn.locationName,
            time: zonedTimeOfDay(new Date(alert.lastCheckIn.at), timeZone),
          })}
        </Fact>
      )}
      {alert.acknowledgedBy && alert.acknowledgedAt && (
        <Fact term={t('alert.acknowledgedBy')}>
          {alert.acknowledgedBy.name}, {zonedTimeOfDay(new Date(alert.acknowledgedAt), timeZone)}
        </Fact>
      )}
      {alert.resolvedBy && <Fact term={t('alert.resolvedBy')}>{alert.resolvedBy.name}</Fact>}
      {alert.resolutionNote && <Fact term={t('alert.note')}>{resolution(alert.resolutionNote)}</Fact>}
    </dl>
  );
}
