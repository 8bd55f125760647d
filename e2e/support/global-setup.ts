/**
 * Browser-test setup: build the SPA once, start the real server on a free port with a fresh
 * data directory and demo data, and hand its address and demo logins to the tests.
 *
 * E2E_BASE_URL + E2E_LOGINS_FILE: test a server that is already running instead (no build, no start).
 * E2E_SKIP_BUILD=1: use the dist/web that is there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAppServer } from '../../scripts/support/app-server.ts';
import type { DemoLogin, DemoRole } from './provided.ts';

const root = resolve(import.meta.dirname, '../..');

export function parseDemoLogins(text: string): Record<DemoRole, DemoLogin> {
  const logins: Partial<Record<DemoRole, DemoLogin>> = {};
  for (const line of text.split('\n')) {
    const match = /^(super_admin|client_admin|admin|staff)\s+(\S+)\s+(\S+)\s*$/.exec(line.trim());
    if (match) logins[match[1] as DemoRole] = { email: match[2]!, password: match[3]! };
  }
  for (const role of ['super_admin', 'client_admin', 'admin', 'staff'] as const) {
    if (!logins[role]) throw new Error(`demo-logins.txt has no ${role} line:\n${text}`);
  }
  return logins as Record<DemoRole, DemoLogin>;
}

function build(): void {
  console.log('[e2e] building the web app (vite build) ...');
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    // Vitest sets NODE_ENV=test, which would build React's development bundle: test what ships.
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) {
    const file = process.env.E2E_LOGINS_FILE;
    if (!file) throw new Error('E2E_BASE_URL needs E2E_LOGINS_FILE (the server’s demo-logins.txt)');
    project.provide('baseUrl', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    project.provide('demoLogins', parseDemoLogins(readFileSync(file, 'utf8')));
    return async () => {};
  }

  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(join(root, 'dist/web/index.html'))) build();

  const server = await startAppServer({ label: 'e2e' });
  try {
    project.provide('baseUrl', server.baseUrl);
    const logins = readFileSync(join(server.dataDir, 'demo-logins.txt'), 'utf8');
    project.provide('demoLogins', parseDemoLogins(logins));
    console.log(`[e2e] server at ${server.baseUrl} (data in ${server.dataDir})`);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server.stop;
}
