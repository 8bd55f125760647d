import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** Every setting of the server: environment variable, default, validation at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  adminClient: string;
  trustProxy: boolean;
  seedDemo: boolean;
  /** Absolute path of the built SPA; undefined when the API runs alone (tests). */
  webDist: string | undefined;
  logLevel: string;
  /** Photos in an S3-compatible bucket; undefined keeps them on disk under DATA_DIR/photos. */
  s3?: S3Config | undefined;
  /** Sign-in with a company OpenID Connect provider; undefined: password sign-in only. */
  oidc?: OidcConfig | undefined;
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

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
    ADMIN_CLIENT: z.string().min(1).max(200).default('Default Client'),
    TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
    SEED_DEMO: z.enum(['true', 'false', '1', '0', 'auto']).default('auto'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  );

/** The identity provider is trusted with every sign-in: https only, except on this machine. */
function isSecureIssuer(url: string): boolean {
  if (!URL.canParse(url)) return true; // reported as 'must be a URL'
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

export class ConfigError extends Error {}

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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const webDist = resolve('dist/web');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sessionSecret: loadSessionSecret(dataDir, e.SESSION_SECRET),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    adminClient: e.ADMIN_CLIENT,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    seedDemo: e.SEED_DEMO === 'auto' ? !e.DATABASE_URL : e.SEED_DEMO === 'true' || e.SEED_DEMO === '1',
    webDist: existsSync(webDist) ? webDist : undefined,
    logLevel: e.LOG_LEVEL,
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
  };
}
