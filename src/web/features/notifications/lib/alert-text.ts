import { formatLocale } from '#core/common/format-locale.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { safetyAlertText } from './safety-alert-text.ts';

/**
 * A notification's title and body in the user's language. The server stores them in its English
 * (src/server/modules/tours/run-alerts.ts, safety/alert-notice.ts; the e-mail sends the same
 * words): the sentences of a tour run's and a safety alert's are read back into their parts here and said through the catalogue, as the
 * activity feed does with the server's issue changes. Anything else (an alert of another kind,
 * a sentence this does not know) is shown as stored.
 */
export interface AlertText {
  title: string;
  body: string;
}

/** "Thu 2027-03-11 22:00", the marina's wall clock, as the server writes it. */
const WHEN = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (\\d{4}-\\d{2}-\\d{2}) (\\d{2}:\\d{2})';
const ENDED = new RegExp(
  `^The round of ${WHEN} \\(marina time\\) ended with (\\d+) checkpoints? missed: (.*)\\.$`,
  's',
);
const OVERDUE = new RegExp(
  `^The round of ${WHEN} \\(marina time\\) was due to start by (\\d{2}:\\d{2}); no checkpoint has been scanned\\.$`,
  's',
);

/** A wall-clock date and time, written in the user's locale (no zone: it is the marina's). */
function wallClock(date: string, time: string, withDate = true): string {
  const at = new Date(`${date}T${time}:00Z`);
  const options: Intl.DateTimeFormatOptions = withDate
    ? {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'UTC',
      }
    : { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(formatLocale(), options).format(at);
}

function endedText(kind: string, title: string, body: string): AlertText | null {
  const ended = ENDED.exec(body);
  if (!ended) return null;
  const [, date, time, count, names] = ended as unknown as [string, string, string, string, string];
  const text = i18n.t('notifications:alerts.endedBody', {
    when: wallClock(date, time),
    count: Number(count),
    names,
  });
  if (kind === 'tour-run-missed') {
    const tour = /^(.*) missed$/s.exec(title)?.[1];
    return tour === undefined
      ? null
      : { title: i18n.t('notifications:alerts.missedTitle', { tour }), body: text };
  }
  const parts = /^(.*) incomplete: (\d+) of (\d+) checkpoints$/s.exec(title);
  if (!parts) return null;
  const [, tour, scanned, total] = parts as unknown as [string, string, string, string];
  return {
    title: i18n.t('notifications:alerts.incompleteTitle', {
      tour,
      scanned: Number(scanned),
      total: Number(total),
    }),
    body: text,
  };
}

function overdueText(title: string, body: string): AlertText | null {
  const tour = /^(.*) has not started$/s.exec(title)?.[1];
  const overdue = OVERDUE.exec(body);
  if (tour === undefined || !overdue) return null;
  const [, date, time, due] = overdue as unknown as [string, string, string, string];
  return {
    title: i18n.t('notifications:alerts.overdueTitle', { tour }),
    body: i18n.t('notifications:alerts.overdueBody', {
      when: wallClock(date, time),
      due: wallClock(date, due, false),
    }),
  };
}

export function alertText({ kind, title, body }: { kind: string; title: string; body: string }): AlertText {
  const known =
    kind === 'tour-run-missed' || kind === 'tour-run-incomplete'
      ? endedText(kind, title, body)
      : kind === 'tour-run-overdue'
        ? overdueText(title, body)
        : kind.startsWith('safety-')
          ? safetyAlertText(title, body)
          : null;
  return known ?? { title, body };
}
