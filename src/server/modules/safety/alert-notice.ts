import type { AlertAudience } from '#core/safety/alerts.ts';
import { mapLink } from '#core/safety/map-link.ts';
import type { MarinaAlert } from '#server/modules/notifications/notifications.service.ts';
import type { AlertRow } from './alerts.queries.ts';

const AUDIENCE: Record<AlertAudience, string> = {
  marina_admins: "the marina's admins",
  client_admins: "the client's admins",
  all_admins: 'anyone',
};

/**
 * What the bell and the e-mail say about an alert at one step of its ladder (English, as every
 * alert the server writes): who, what, where they were last seen, and who has not answered yet.
 */
export function alertNotice(
  alert: AlertRow,
  step: { audience: AlertAudience; unansweredBy: { audience: AlertAudience; minutes: number } | null },
): Omit<MarinaAlert, 'clientId' | 'marinaId'> {
  const what = alert.kind === 'sos' ? 'SOS' : 'Missed safety check';
  const lines = [
    alert.kind === 'sos'
      ? `${alert.raisedByName} pressed SOS at ${alert.marinaName}.`
      : `${alert.raisedByName} did not answer a safety check at ${alert.marinaName}.`,
  ];
  if (alert.lastCheckInLocationName) lines.push(`Last check-in: ${alert.lastCheckInLocationName}.`);
  if (alert.gpsLatitude && alert.gpsLongitude) {
    const accuracy = alert.gpsAccuracy ? ` (±${Math.round(Number(alert.gpsAccuracy))} m)` : '';
    lines.push(`Position${accuracy}: ${mapLink(alert.gpsLatitude, alert.gpsLongitude)}`);
  }
  const { unansweredBy } = step;
  if (unansweredBy)
    lines.push(`Not acknowledged by ${AUDIENCE[unansweredBy.audience]} within ${unansweredBy.minutes} min.`);
  lines.push('Open it and acknowledge it so the guard knows help is coming.');
  return {
    kind: `safety-${alert.kind.replace('_', '-')}`,
    title:
      step.audience === 'all_admins'
        ? `${what}: ${alert.raisedByName}. Nobody has answered`
        : `${what}: ${alert.raisedByName}`,
    body: lines.join('\n'),
    link: `/alerts/${alert.guid}`,
    dedupeKey: `safety-alert:${alert.guid}:${step.audience}`,
  };
}
