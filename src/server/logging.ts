import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DestinationStream, type Logger, pino } from 'pino';

/**
 * The server's one logger: pino JSON lines on stdout (ADR 0036). Secrets never reach a line:
 * - keys that name one (passwords, tokens, cookies, authorization) are censored at any depth of a
 *   logged plain object;
 * - in every logged string (URLs, messages, error stacks) the values of the query parameters
 *   `token`, `code` and `state` are censored, their keys read as the server reads them (decoded,
 *   any case, `[]` or not), and so are the parameters of a failed SQL query;
 * - the request serializer logs the method, the censored URL, host and address, never headers.
 */
export const REDACTED = '[redacted]';

const SECRET_KEYS = new Set(
  [
    'password',
    'currentPassword',
    'newPassword',
    'adminPassword',
    'token',
    'uploadToken',
    'cookie',
    'set-cookie',
    'authorization',
    'proxy-authorization',
    'sessionSecret',
    'privateKey',
    'secret',
  ].map((k) => k.toLowerCase()),
);

/** Query parameters whose values are secrets: upload and set-password tokens, OIDC code/state. */
const SECRET_QUERY_KEYS = new Set(['token', 'code', 'state', 'access_token', 'id_token']);

/** Where a query parameter's value starts in any text: its separator and key. */
const QUERY_KEY = /[?&;]([^=?&;#\s"'<>]{1,200})=/g;
/** A value: up to the next `&`, fragment, space or quote (a `?` or `;` inside is still the value). */
const QUERY_VALUE = /[^&#\s"'<>]*/y;

/** The bound values drizzle puts in a failed query's message: session ids, emails, tokens' hashes. */
const QUERY_PARAMS = /(\nparams: )[^\n]*/g;

const decodedOnce = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/**
 * A key as the server would read it: percent-decoded (twice at most, for a proxy that decodes
 * once more), in lower case, without a `[]` or `[0]` suffix. `tok%65n`, `TOKEN` and `token[]` are
 * all `token` (issue 30 item 11).
 */
export function plainKey(key: string): string {
  let plain = key;
  for (let i = 0; i < 3; i++) {
    const next = decodedOnce(plain);
    if (next === plain) break;
    plain = next;
  }
  return plain
    .trim()
    .toLowerCase()
    .replace(/\[[^\]]*\]$/, '');
}

function redactQueryValues(text: string): string {
  let out = '';
  let done = 0;
  for (const match of text.matchAll(QUERY_KEY)) {
    if (match.index < done || !SECRET_QUERY_KEYS.has(plainKey(match[1]!))) continue;
    const start = match.index + match[0].length;
    QUERY_VALUE.lastIndex = start;
    QUERY_VALUE.exec(text);
    out += `${text.slice(done, start)}${REDACTED}`;
    done = QUERY_VALUE.lastIndex;
  }
  return out + text.slice(done);
}

export function redactText(text: string): string {
  return redactQueryValues(text).replace(QUERY_PARAMS, `$1${REDACTED}`);
}

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A copy of `value` with secret keys censored and secret query values cut out of strings. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  // Errors, requests and replies are left to the serializers below.
  if (!isPlain(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = SECRET_KEYS.has(plainKey(key)) ? REDACTED : redactValue(v, depth + 1);
  }
  return out;
}

function redactError(error: Error): unknown {
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(serialized)) {
    // A failed query's bound values (DrizzleQueryError.params): session ids, emails, hashes.
    const secret = SECRET_KEYS.has(plainKey(key)) || key === 'params';
    out[key] = secret ? REDACTED : redactValue(v, 1);
  }
  return out;
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** An incoming x-request-id when it is short and plain, else a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactText(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
  err: (error: Error) => redactError(error),
};

export interface LoggerOptions {
  level: string;
  /** Where the lines go; stdout (synchronously, so nothing is lost at exit) when absent. */
  destination?: DestinationStream;
}

export function createLogger({ level, destination }: LoggerOptions): Logger {
  return pino(
    {
      level,
      serializers,
      // Belt and braces for code that logs headers or a raw request/response itself.
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          'headers.cookie',
          'headers.authorization',
          'headers["set-cookie"]',
        ],
        censor: REDACTED,
      },
      hooks: {
        logMethod(args, method) {
          const cleaned = args.map((arg) => redactValue(arg)) as Parameters<typeof method>;
          return method.apply(this, cleaned);
        },
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}
