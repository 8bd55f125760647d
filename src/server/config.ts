import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { projectRoot } from './project-root.ts';

/** Every setting of the server: environment variable, default, validation at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * false (MIGRATE_ON_START=false): the app does not migrate at start, it checks the database is
   * current and refuses to start if not; `npm run db:migrate` migrates (ADR 0041). Default true.
   */
  migrateOnStart?: boolean;
  /** The schema owner's URL for `npm run db:migrate` (MIGRATE_DATABASE_URL); DATABASE_URL when unset. */
  migrateDatabaseUrl?: string | undefined;
  sessionSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  adminClient: string;
  /** false, the number of proxies in front (hops), or their addresses / CIDR ranges (ADR 0023). */
  trustProxy: false | number | string[];
  seedDemo: boolean;
  /** Absolute path of the built SPA; undefined when the API runs alone (tests). */
  webDist: string | undefined;
  logLevel: string;
  /** Housekeeping in the background (ADR 0023); off in API tests, which run their jobs themselves. */
  backgroundJobs?: boolean;
  /** Each client's photo storage in MB (PHOTO_QUOTA_MB); 0 is unlimited (ADR 0023). */
  photoQuotaMb: number;
  /** Photos in an S3-compatible bucket; undefined keeps them on disk under DATA_DIR/photos. */
  s3?: S3Config | undefined;
  /** Sign-in with a company OpenID Connect provider; undefined: password sign-in only. */
  oidc?: OidcConfig | undefined;
  /** Alert e-mail through SMTP (decision 0029); undefined: e-mail alerts are off, in-app ones work. */
  mail?: MailConfig | undefined;
  /** The bearer token GET /metrics asks for (ADR 0039); undefined: /metrics answers 404. */
  metricsToken?: string | undefined;
  /** Web Push (issue 33); undefined in command-line tools, which send nothing. */
  push?: PushConfig | undefined;
}

export interface PushConfig {
  /** The VAPID key pair (base64url) and contact the push services see with every message. */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** Push services beyond the known ones (PUSH_ALLOWED_ORIGINS): a test's or a self-hosted one. */
  allowedOrigins: string[];
}

export interface MailConfig {
  /** nodemailer's SMTP URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://host:465. */
  smtpUrl: string;
  /** The From of every alert e-mail: `alerts@example.com` or `Dockwatch <alerts@example.com>`. */
  from: string;
  /** Where people open Dockwatch (PUBLIC_URL): an alert's link is sent as an address under it. */
  publicUrl?: string | undefined;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** PHOTO_QUOTA_MB when unset: 5 GB per client, some 17,000 photos of ~300 kB. */
export const DEFAULT_PHOTO_QUOTA_MB = 5120;

/** The log levels LOG_LEVEL takes (pino's, and `silent`). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const isAddressOrRange = (item: string): boolean => {
  // proxy-addr's names for the private ranges.
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  if (rest.length) return false;
  const v4 = IPV4.test(address);
  const v6 = !v4 && /^[0-9a-f:.]+$/i.test(address) && address.includes(':');
  if (!v4 && !v6) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (v4 ? 32 : 128));
};

/**
 * TRUST_PROXY: `false`, the number of reverse proxies in front of the app (1 for one nginx), or
 * a comma-separated list of their addresses or CIDR ranges. `true` (trust every hop) is refused: the
 * client could then name any address in X-Forwarded-For and escape the per-IP sign-in limit.
 */
const trustProxySchema = z.string().transform((value, ctx): false | number | string[] => {
  const text = value.trim();
  if (text === 'false') return false;
  if (text === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        'true would trust every hop, so a client could forge its address; give the number of proxies in front (e.g. 1) or their addresses',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= 10) return hops;
  } else {
    const items = text.split(',').map((item) => item.trim());
    if (items.every(isAddressOrRange)) return items;
  }
  ctx.addIssue({
    code: 'custom',
    message:
      'must be false, a number of proxies from 1 to 10, or a comma-separated list of addresses or CIDR ranges',
  });
  return z.NEVER;
});

const PORT_RANGE = 'must be a whole number from 0 to 65535';

/** Every variable the server reads, its check and its default (.env.example lists each one). */
export const envSchema = z
  .object({
    PORT: z.coerce.number(PORT_RANGE).int(PORT_RANGE).min(0, PORT_RANGE).max(65535, PORT_RANGE).default(5000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    MIGRATE_DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    MIGRATE_ON_START: z.enum(['true', 'false', '1', '0']).default('true'),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
    ADMIN_CLIENT: z.string().min(1).max(200).default('Default Client'),
    TRUST_PROXY: trustProxySchema.prefault('false'),
    SEED_DEMO: z.enum(['true', 'false', '1', '0', 'auto']).default('auto'),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    WEB_DIST: z.string().min(1).max(4096).optional(),
    PHOTO_QUOTA_MB: z.coerce
      .number()
      .int('must be a whole number of MB')
      .min(0, 'must be 0 (unlimited) or more')
      .max(1_000_000_000)
      .default(DEFAULT_PHOTO_QUOTA_MB),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_ENDPOINT: z.url('must be a URL such as https://s3.example.com').optional(),
    S3_REGION: z.string().min(1).max(50).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).max(200).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).max(200).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).default('false'),
    OIDC_ISSUER: z
      .url('must be a URL such as https://login.example.com')
      .refine(isSecureIssuer, 'must use https:// (plain http only for localhost)')
      .optional(),
    OIDC_CLIENT_ID: z.string().min(1).max(500).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).max(2000).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be a URL such as smtp://user:password@mail.example.com:587')
      .optional(),
    PUBLIC_URL: z
      .url('must be a URL such as https://dockwatch.example.com')
      .refine((url) => /^https?:/.test(url), 'must be an http:// or https:// address')
      .optional(),
    MAIL_FROM: z
      .string()
      .max(320)
      .regex(/^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'must be an address, or Name <address>')
      .optional(),
    METRICS_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters (e.g. openssl rand -hex 32)')
      .max(500)
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{87}$/,
        'must be a VAPID public key (base64url, 87 characters: npx web-push generate-vapid-keys)',
      )
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{43}$/,
        'must be a VAPID private key (base64url, 43 characters: npx web-push generate-vapid-keys)',
      )
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .max(320)
      .regex(
        /^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/,
        'must be mailto:you@example.com or an https:// address',
      )
      .optional(),
    PUSH_ALLOWED_ORIGINS: z
      .string()
      .max(4000)
      .refine(
        (value) => value.split(',').every((item) => isHttpsOrigin(item.trim())),
        'must be a comma-separated list of https:// origins, such as https://push.example.com:8443',
      )
      .optional(),
  })
  .refine((env) => !env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY, {
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    path: ['VAPID_PUBLIC_KEY'],
  })
  .refine((env) => !env.MIGRATE_DATABASE_URL || env.DATABASE_URL, {
    message: 'is for PostgreSQL: set DATABASE_URL too (the embedded database needs no owner URL)',
    path: ['MIGRATE_DATABASE_URL'],
  })
  .refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine(
    (env) => {
      const set = [env.S3_BUCKET, env.S3_REGION, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
      return set.every(Boolean) || (!set.some(Boolean) && !env.S3_ENDPOINT);
    },
    {
      message: 'S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      path: ['S3_BUCKET'],
    },
  )
  .refine(
    (env) => {
      const set = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
      return set.every(Boolean) || !set.some(Boolean);
    },
    {
      message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
      path: ['OIDC_ISSUER'],
    },
  )
  .refine((env) => !env.SMTP_URL === !env.MAIL_FROM, {
    message: 'SMTP_URL and MAIL_FROM must be set together',
    path: ['SMTP_URL'],
  });

/** `https://host[:port]` and nothing more: what a push endpoint's origin is compared with. */
function isHttpsOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.origin === value.replace(/\/$/, '');
}

/** The identity provider is trusted with every sign-in: https only, except on this machine. */
function isSecureIssuer(url: string): boolean {
  if (!URL.canParse(url)) return true; // reported as 'must be a URL'
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

/** What is wrong with the environment: one line per variable, naming it, never echoing its value. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
}

/** 'NAME: what is wrong' per variable, its several problems joined in one line. */
function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string[] {
  const byName = new Map<string, string[]>();
  for (const { path, message } of issues) {
    const name = path.map(String).join('.') || 'environment';
    const messages = byName.get(name) ?? [];
    if (!messages.includes(message)) messages.push(message);
    byName.set(name, messages);
  }
  return [...byName].map(([name, messages]) => `${name}: ${messages.join('; ')}`);
}

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(env)) out[key] = value === '' ? undefined : value;
  return out;
}

/** The session secret from the environment, or one generated once and kept in DATA_DIR. */
function loadSessionSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The VAPID keys from the environment, or a pair generated once and kept in DATA_DIR (created
 * exclusively, so two instances sharing DATA_DIR end with the same pair).
 */
function loadVapidKeys(dataDir: string, env: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string }) {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  const file = join(dataDir, 'vapid-keys.json');
  if (!existsSync(file)) {
    try {
      writeFileSync(file, `${JSON.stringify(webpush.generateVAPIDKeys())}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/** Who the push services may write to about this server: VAPID_SUBJECT, else MAIL_FROM or PUBLIC_URL. */
function vapidSubject(e: { VAPID_SUBJECT?: string; MAIL_FROM?: string; PUBLIC_URL?: string }): string {
  if (e.VAPID_SUBJECT) return e.VAPID_SUBJECT;
  const address = e.MAIL_FROM?.match(/<([^<>]+)>$/)?.[1] ?? e.MAIL_FROM;
  if (address) return `mailto:${address}`;
  if (e.PUBLIC_URL?.startsWith('https://')) return e.PUBLIC_URL;
  return 'mailto:dockwatch@localhost';
}

/**
 * The configuration from the environment. Command-line tools that serve nothing pass
 * `{ sessionSecret: false }`: no DATA_DIR/session-secret is created (restore needs DATA_DIR empty).
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: { sessionSecret?: boolean } = {},
): Config {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) throw new ConfigError(problemsOf(parsed.error.issues));
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const webDist = e.WEB_DIST ? resolve(e.WEB_DIST) : join(projectRoot, 'dist/web');
  if (e.WEB_DIST && !existsSync(join(webDist, 'index.html')))
    throw new ConfigError(['WEB_DIST: holds no index.html (it must be a web build: npm run build)']);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    migrateOnStart: e.MIGRATE_ON_START === 'true' || e.MIGRATE_ON_START === '1',
    migrateDatabaseUrl: e.MIGRATE_DATABASE_URL,
    sessionSecret: options.sessionSecret === false ? '' : loadSessionSecret(dataDir, e.SESSION_SECRET),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    adminClient: e.ADMIN_CLIENT,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO === 'auto' ? !e.DATABASE_URL : e.SEED_DEMO === 'true' || e.SEED_DEMO === '1',
    webDist: existsSync(webDist) ? webDist : undefined,
    logLevel: e.LOG_LEVEL,
    photoQuotaMb: e.PHOTO_QUOTA_MB,
    s3:
      e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
          }
        : undefined,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
    mail:
      e.SMTP_URL && e.MAIL_FROM
        ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, publicUrl: e.PUBLIC_URL }
        : undefined,
    metricsToken: e.METRICS_TOKEN,
    push:
      options.sessionSecret === false
        ? undefined
        : {
            vapid: { ...loadVapidKeys(dataDir, e), subject: vapidSubject(e) },
            allowedOrigins: (e.PUSH_ALLOWED_ORIGINS ?? '')
              .split(',')
              .map((item) => item.trim().replace(/\/$/, ''))
              .filter(Boolean),
          },
  };
}
