import { asOneLine } from '#core/common/single-line.ts';

const FOOTER = '\n--\n';

/**
 * The subject and plain text of an alert e-mail (decision 0029), stored when it is queued. Its
 * link is added when it is sent (withLink), by the sender that knows the app's public address.
 */
export function alertEmailText(alert: { title: string; body: string; marina: string }): {
  subject: string;
  body: string;
} {
  // The title and body carry names people typed: each piece stays one line, so no name can start
  // a line that reads as ours (issue 30 item 9: "In Dockwatch: https://evil.example/login").
  const title = asOneLine(alert.title);
  const body = asOneLine(alert.body);
  const marina = asOneLine(alert.marina);
  const lines = [title, '', ...(body ? [body, ''] : []), `Marina: ${marina}`];
  lines.push(
    '',
    '--',
    `You get this e-mail as an admin of ${marina}. Turn alert e-mails off under`,
    "'E-mail alerts' in Dockwatch's user menu; the bell keeps every alert.",
  );
  return { subject: `[Dockwatch] ${title}`, body: `${lines.join('\n')}\n` };
}

/**
 * The e-mail's text with "In Dockwatch: <address>" above its footer: the notification's link
 * (a path in the app) under PUBLIC_URL. Without PUBLIC_URL a bare path would be no use in a mail
 * client, so the text stays as it is (the bell has the link).
 */
export function withLink(text: string, link: string | null, publicUrl: string | undefined): string {
  if (!link || !publicUrl) return text;
  // Under the public address's own path too (Dockwatch served at https://example.com/dockwatch/).
  const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;
  const address = new URL(link.replace(/^\/+/, ''), base).href;
  const line = `In Dockwatch: ${address}\n`;
  // The footer's separator starts at the blank line's newline: the link goes on the line before.
  const at = text.indexOf(FOOTER);
  return at === -1 ? `${text}${line}` : `${text.slice(0, at)}${line}${text.slice(at)}`;
}
