import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it: the envelope and the headers we check. */
export interface ReceivedMail {
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** The body of a quoted-printable part as text (nodemailer wraps long lines with soft breaks). */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/\r\n/g, '\n');

/** A header's value from a raw message (unfolded; plain ASCII headers only, as ours are). */
const header = (raw: string, name: string) => {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
};

/**
 * A real SMTP server on a free local port (the `smtp-server` package), no TLS nor auth. `refuse`
 * makes it answer every message with a 451 (try again later) until set back to false.
 */
export async function startSmtpTestServer(options: { delayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  const control = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          if (control.refuse) {
            const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
            callback(error);
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            from: header(raw, 'From'),
            to: header(raw, 'To'),
            subject: header(raw, 'Subject'),
            text: decodeQuotedPrintable(raw.slice(raw.search(/\r?\n\r?\n/)).trim()),
          });
          callback();
        }, options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    control,
    /** The messages whose envelope went to this address. */
    to: (address: string) => received.filter((mail) => mail.envelopeTo.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
