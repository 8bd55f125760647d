import { i18n } from '#web/lib/i18n/i18n.ts';

/**
 * A safety alert's notification in the user's language (issue 33). The server writes it in its
 * English (src/server/modules/safety/alert-notice.ts), line by line; each line is read back into
 * its parts and said through the catalogue. A line this does not know leaves the whole alert as
 * stored (null).
 */
const TITLE = /^(SOS|Missed safety check): (.*?)(\. Nobody has answered)?$/s;
const WHO: Record<string, () => string> = {
  "the marina's admins": () => i18n.t('notifications:safety.who.marina'),
  "the client's admins": () => i18n.t('notifications:safety.who.client'),
  anyone: () => i18n.t('notifications:safety.who.anyone'),
};

/** Each line the server writes, and how it is said: from the parts its pattern took. */
const LINES: readonly [RegExp, (...parts: string[]) => string | null][] = [
  [
    /^(.*) pressed SOS at (.*)\.$/s,
    (name: string, marina: string) => i18n.t('notifications:safety.pressedSos', { name, marina }),
  ],
  [
    /^(.*) did not answer a safety check at (.*)\.$/s,
    (name: string, marina: string) => i18n.t('notifications:safety.missedCheck', { name, marina }),
  ],
  [
    /^Last check-in: (.*)\.$/s,
    (location: string) => i18n.t('notifications:safety.lastCheckIn', { location }),
  ],
  [
    /^Position \(±(\d+) m\): (\S+)$/,
    (accuracy: string, link: string) => i18n.t('notifications:safety.position', { accuracy, link }),
  ],
  [/^Position: (\S+)$/, (link: string) => i18n.t('notifications:safety.positionOnly', { link })],
  [
    /^Not acknowledged by (.*) within (\d+) min\.$/,
    (audience: string, minutes: string) => {
      const who = WHO[audience];
      return who ? i18n.t('notifications:safety.notAcknowledged', { who: who(), minutes }) : null;
    },
  ],
  [
    /^Open it and acknowledge it so the guard knows help is coming\.$/,
    () => i18n.t('notifications:safety.openIt'),
  ],
];

function lineText(line: string): string | null {
  for (const [pattern, say] of LINES) {
    const parts = pattern.exec(line);
    if (parts) return say(...parts.slice(1));
  }
  return null;
}

/** A safety alert's title and body in the user's language (alert-text.ts's AlertText). */
export function safetyAlertText(title: string, body: string): { title: string; body: string } | null {
  const head = TITLE.exec(title);
  if (!head) return null;
  const [, what, name, nobody] = head as unknown as [string, string, string, string | undefined];
  const said =
    what === 'SOS'
      ? i18n.t('notifications:safety.sosTitle', { name })
      : i18n.t('notifications:safety.missedTitle', { name });
  const lines = body.split('\n').map(lineText);
  if (lines.some((line) => line === null)) return null;
  return {
    title: nobody ? i18n.t('notifications:safety.nobodyAnswered', { title: said }) : said,
    body: lines.join('\n'),
  };
}
