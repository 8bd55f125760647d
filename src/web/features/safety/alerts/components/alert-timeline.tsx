import { useTranslation } from 'react-i18next';
import { zonedTimeOfDay } from '#core/common/date-format.ts';
import type { AlertWithEvents } from '#core/safety/alert.schema.ts';
import { useResolutionText } from './resolution-text.ts';

type AlertEvent = AlertWithEvents['events'][number];

/** Every change of the alert, oldest first: raised, each tier alerted, acknowledged, resolved. */
export function AlertTimeline({ events, timeZone }: { events: readonly AlertEvent[]; timeZone: string }) {
  const { t } = useTranslation('safety');
  const resolution = useResolutionText();
  const line = (event: AlertEvent) => {
    const who = event.tier ? t(`alert.audience.${event.tier}`) : '';
    const count = event.recipients ?? 0;
    switch (event.type) {
      case 'notified':
        return t('alert.event.notified', { who, count });
      case 'exhausted':
        return t('alert.event.exhausted', { who, count });
      case 'raised':
        // A missed check is raised by the schedule, in the guard's name but not by them.
        return event.by ? t('alert.event.raised', { name: event.by.name }) : t('alert.event.raisedMissed');
      default:
        return t(`alert.event.${event.type}`, { name: event.by?.name ?? '' });
    }
  };
  return (
    <ol className="space-y-2 text-sm">
      {events.map((event, i) => (
        // Events have no id of their own; their order is the timeline's and never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: an append-only list
        <li key={i} className="flex gap-3">
          <time className="w-16 shrink-0 text-muted-foreground tabular-nums" dateTime={event.at}>
            {zonedTimeOfDay(new Date(event.at), timeZone)}
          </time>
          <span>
            {line(event)}
            {event.note && <span className="block text-muted-foreground">{resolution(event.note)}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
