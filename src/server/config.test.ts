import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dir = () => mkdtempSync(join(tmpdir(), 'dockwatch-config-'));

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const dataDir = dir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      dataDir,
      trustProxy: false,
      seedDemo: true,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dataDir = dir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first).toHaveLength(64);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('does not write a secret file when SESSION_SECRET is given', () => {
    const dataDir = dir();
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
    expect(existsSync(join(dataDir, 'session-secret'))).toBe(false);
  });

  it('makes a VAPID key pair once in DATA_DIR for Web Push, or takes both from the environment', () => {
    const dataDir = dir();
    const first = loadConfig({ DATA_DIR: dataDir }).push!;
    expect(first.vapid.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.vapid.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(readFileSync(join(dataDir, 'vapid-keys.json'), 'utf8'))).toEqual({
      publicKey: first.vapid.publicKey,
      privateKey: first.vapid.privateKey,
    });
    expect(loadConfig({ DATA_DIR: dataDir }).push!.vapid).toEqual(first.vapid);
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43) };
    const given = dir();
    expect(loadConfig({ DATA_DIR: given, ...keys }).push!.vapid).toMatchObject({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
    });
    expect(existsSync(join(given, 'vapid-keys.json'))).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir(), VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
    // A command-line tool sends nothing and writes no keys.
    const tool = dir();
    expect(loadConfig({ DATA_DIR: tool }, { sessionSecret: false }).push).toBeUndefined();
    expect(existsSync(join(tool, 'vapid-keys.json'))).toBe(false);
  });

  it('takes VAPID_SUBJECT, else the address of MAIL_FROM, else an https PUBLIC_URL', () => {
    const subject = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dir(), ...env }).push!.vapid.subject;
    expect(subject({ VAPID_SUBJECT: 'mailto:ops@example.com' })).toBe('mailto:ops@example.com');
    const mail = { SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'Dockwatch <alerts@example.com>' };
    expect(subject(mail)).toBe('mailto:alerts@example.com');
    expect(subject({ PUBLIC_URL: 'https://dockwatch.example.com' })).toBe('https://dockwatch.example.com');
    expect(() => loadConfig({ DATA_DIR: dir(), VAPID_SUBJECT: 'ops@example.com' })).toThrow('VAPID_SUBJECT');
  });

  it('takes PUSH_ALLOWED_ORIGINS as https origins only, and allows none beyond the known push services by default', () => {
    expect(loadConfig({ DATA_DIR: dir() }).push!.allowedOrigins).toEqual([]);
    const origins = 'https://push.example.com:8443, https://127.0.0.1:9443/';
    expect(loadConfig({ DATA_DIR: dir(), PUSH_ALLOWED_ORIGINS: origins }).push!.allowedOrigins).toEqual([
      'https://push.example.com:8443',
      'https://127.0.0.1:9443',
    ]);
    for (const bad of ['http://push.example.com', 'https://push.example.com/path', 'push.example.com'])
      expect(() => loadConfig({ DATA_DIR: dir(), PUSH_ALLOWED_ORIGINS: bad }), bad).toThrow(
        'PUSH_ALLOWED_ORIGINS',
      );
  });

  it('does not seed demo data on a PostgreSQL server unless asked', () => {
    const base = { DATA_DIR: dir(), DATABASE_URL: 'postgres://localhost/x' };
    expect(loadConfig(base).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('migrates at start unless MIGRATE_ON_START=false; MIGRATE_DATABASE_URL only beside DATABASE_URL', () => {
    const base = { DATA_DIR: dir(), DATABASE_URL: 'postgres://app@db/dockwatch' };
    expect(loadConfig(base)).toMatchObject({ migrateOnStart: true, migrateDatabaseUrl: undefined });
    expect(loadConfig({ ...base, MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(loadConfig({ ...base, MIGRATE_ON_START: '0' }).migrateOnStart).toBe(false);
    expect(loadConfig({ ...base, MIGRATE_ON_START: '' }).migrateOnStart).toBe(true);
    expect(() => loadConfig({ ...base, MIGRATE_ON_START: 'no' })).toThrow(/MIGRATE_ON_START/);
    const owner = 'postgresql://owner@db/dockwatch';
    expect(loadConfig({ ...base, MIGRATE_DATABASE_URL: owner }).migrateDatabaseUrl).toBe(owner);
    expect(() => loadConfig({ ...base, MIGRATE_DATABASE_URL: 'mysql://x' })).toThrow(
      /MIGRATE_DATABASE_URL: must start with postgres:\/\//,
    );
    expect(() => loadConfig({ DATA_DIR: dir(), MIGRATE_DATABASE_URL: owner })).toThrow(
      /MIGRATE_DATABASE_URL: is for PostgreSQL: set DATABASE_URL too/,
    );
  });

  it('takes PHOTO_QUOTA_MB per client: 5120 by default, 0 for unlimited, never negative', () => {
    const quota = (value?: string) =>
      loadConfig({ DATA_DIR: dir(), ...(value === undefined ? {} : { PHOTO_QUOTA_MB: value }) }).photoQuotaMb;
    expect(quota()).toBe(5120);
    expect(quota('')).toBe(5120);
    expect(quota('0')).toBe(0);
    expect(quota('200')).toBe(200);
    expect(() => quota('-1')).toThrow(/PHOTO_QUOTA_MB: must be 0 \(unlimited\) or more/);
    expect(() => quota('1.5')).toThrow(/PHOTO_QUOTA_MB: must be a whole number of MB/);
    expect(() => quota('lots')).toThrow(/PHOTO_QUOTA_MB/);
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses', () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: dir(), TRUST_PROXY: value }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.5, 10.1.0.0/16,::1,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must start with postgres://'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET: must be at least 32 characters'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long enough' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.example' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY: true would trust every hop'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '0' }, 'TRUST_PROXY'],
  ])('refuses %o with a message naming the setting', (env, expected) => {
    expect(() => loadConfig({ DATA_DIR: dir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir(), ...env })).toThrow(expected);
  });

  it('names every wrong variable at once, one line each, and never echoes a value', () => {
    const secrets = {
      SESSION_SECRET: 'hunter2-not-long-enough',
      ADMIN_PASSWORD: 'pw-7x',
      SMTP_URL: 'smtp://alerts:Pa55-w0rd@ mail.example.com',
      DATABASE_URL: 'mysql://root:Db-s3cret@db.example.com/dockwatch',
      S3_SECRET_ACCESS_KEY: `S3-${'k'.repeat(300)}`,
    };
    const env = { ...secrets, PORT: 'abc', LOG_LEVEL: 'loud', MAIL_FROM: 'nobody', TRUST_PROXY: 'true' };
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dir(), ...env });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems.map((line) => line.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'SESSION_SECRET',
      'ADMIN_PASSWORD',
      'TRUST_PROXY',
      'LOG_LEVEL',
      'S3_SECRET_ACCESS_KEY',
      'SMTP_URL',
      'MAIL_FROM',
    ]);
    expect(problems).toContain('PORT: must be a whole number from 0 to 65535');
    expect(message.split('\n')).toEqual(['Invalid configuration:', ...problems.map((line) => `  ${line}`)]);
    for (const value of Object.values(secrets)) expect(message).not.toContain(value);
    for (const part of ['hunter2', 'pw-7x', 'Pa55-w0rd', 'Db-s3cret', 'kkkk'])
      expect(message).not.toContain(part);
    // A password both too short and without ADMIN_EMAIL: its two problems share its one line.
    expect(() => loadConfig({ DATA_DIR: dir(), ADMIN_PASSWORD: secrets.ADMIN_PASSWORD })).toThrow(
      'Invalid configuration:\n  ADMIN_PASSWORD: must be at least 8 characters; ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  });

  it('takes SMTP_URL and MAIL_FROM together for alert e-mail, and has none by default', () => {
    expect(loadConfig({ DATA_DIR: dir() }).mail).toBeUndefined();
    const config = loadConfig({
      DATA_DIR: dir(),
      SMTP_URL: 'smtp://alerts:secret@mail.example.com:587',
      MAIL_FROM: 'Dockwatch <alerts@example.com>',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://alerts:secret@mail.example.com:587',
      from: 'Dockwatch <alerts@example.com>',
    });
    expect(() => loadConfig({ DATA_DIR: dir(), SMTP_URL: 'smtp://mail.example.com' })).toThrow(
      /SMTP_URL and MAIL_FROM must be set together/,
    );
    expect(() => loadConfig({ DATA_DIR: dir(), SMTP_URL: 'http://x', MAIL_FROM: 'a@b.example' })).toThrow(
      /SMTP_URL: must be a URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dir(), SMTP_URL: 'smtps://x', MAIL_FROM: 'nobody' })).toThrow(
      /MAIL_FROM: must be an address/,
    );
  });

  it('takes PUBLIC_URL as the address alert e-mails link under; an http(s) URL only', () => {
    const mail = { SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'alerts@example.com' };
    expect(
      loadConfig({ DATA_DIR: dir(), ...mail, PUBLIC_URL: 'https://dock.example.com' }).mail?.publicUrl,
    ).toBe('https://dock.example.com');
    expect(() => loadConfig({ DATA_DIR: dir(), PUBLIC_URL: 'dock.example.com' })).toThrow(
      /PUBLIC_URL: must be a URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dir(), PUBLIC_URL: 'ftp://dock.example.com' })).toThrow(
      /PUBLIC_URL: must be an http/,
    );
  });

  it('takes METRICS_TOKEN for GET /metrics: unset by default (off), at least 16 characters, no spaces', () => {
    expect(loadConfig({ DATA_DIR: dir() }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir(), METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    const token = 'a1b2c3d4e5f6a7b8c9d0';
    expect(loadConfig({ DATA_DIR: dir(), METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ DATA_DIR: dir(), METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
    expect(() => loadConfig({ DATA_DIR: dir(), METRICS_TOKEN: 'sixteen chars but spaced' })).toThrow(
      /METRICS_TOKEN: must be printable ASCII without spaces/,
    );
  });

  it('serves the web build in WEB_DIST when set (it must hold an index.html), else dist/web beside the code', () => {
    const web = dir();
    expect(() => loadConfig({ DATA_DIR: dir(), WEB_DIST: web })).toThrow(
      /WEB_DIST: holds no index\.html \(it must be a web build/,
    );
    writeFileSync(join(web, 'index.html'), '<!doctype html>');
    expect(loadConfig({ DATA_DIR: dir(), WEB_DIST: web }).webDist).toBe(web);
    const builtBesideCode = loadConfig({ DATA_DIR: dir() }).webDist;
    expect(builtBesideCode === undefined || builtBesideCode.endsWith(join('dist', 'web'))).toBe(true);
  });
});
