import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { type Config, DEFAULT_PHOTO_QUOTA_MB } from '#server/config.ts';

/** One VAPID key pair for every app a test process builds. */
const vapidKeys = webpush.generateVAPIDKeys();

/** The configuration of an app built in process (tests, benches): no vitest needed to import it. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(join(tmpdir(), 'dockwatch-test-')),
    databaseUrl: process.env.TEST_DATABASE_URL,
    sessionSecret: 'test-secret-test-secret-test-secret-0123456789',
    adminEmail: undefined,
    adminPassword: undefined,
    adminClient: 'Default Client',
    trustProxy: false,
    seedDemo: false,
    webDist: undefined,
    logLevel: 'silent',
    backgroundJobs: false,
    photoQuotaMb: DEFAULT_PHOTO_QUOTA_MB,
    push: { vapid: { ...vapidKeys, subject: 'mailto:ops@example.com' }, allowedOrigins: [] },
    ...overrides,
  };
}
