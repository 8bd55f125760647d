/**
 * Browser-test setup: build the SPA once, start one real server per worker (e2eWorkers(), each on
 * a free port with a fresh data directory, an empty database and demo data), and hand their addresses and demo
 * logins to the tests (support/e2e-server.ts picks the worker's own).
 *
 * E2E_BASE_URL + E2E_LOGINS_FILE: test a server that is already running instead (no build, no start).
 * E2E_SKIP_BUILD=1: use the dist/web that is there.
 *
 * Each server serves its own copy of that build (WEB_DIST), so a test that deploys a new version
 * (deployNewVersion) changes what its own worker's browser sees, never another file's.
 *
 * It also starts the run's one Chromium (`chromium.launchServer`; `launchBrowser()` connects to
 * it) and signs each demo role in once through the sign-in endpoint, handing the cookies that sign-in
 * left to `login(page, role)`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserServer, chromium, request } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { authApi } from '#core/auth/auth.api.ts';
import { makePushCertificate, type PushCertificate } from '#server/test/push-service.ts';
import { ensureBrowserTestChromiums } from '../../scripts/ensure-chromium.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/scratch-postgres.ts';
import { freePort, startAppServer } from '../../scripts/support/app-server.ts';
import { chromiumPath, launchArgs } from './chromium.ts';
import { e2eWorkers } from './e2e-workers.ts';
import type { DemoLogin, DemoRole, E2eServer, SignedInCookie } from './provided.ts';

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

const ROLES = ['super_admin', 'client_admin', 'admin', 'staff'] as const;

/**
 * Each demo role signed in once through the sign-in endpoint (the form's own request): the
 * cookies its answer set (the session's and the `dockwatch.signed-in` hint). A sign-in leaves
 * nothing else on the phone (login.ts: the answer goes into the query cache), so the cookies are
 * all `login(page, role)` hands on. The sign-in page itself is typed through by the tests that are
 * about it (`loginThroughForm`); twelve more form sign-ins here were 12 page loads of set-up.
 */
async function signInEachRole(
  baseUrl: string,
  logins: Record<DemoRole, DemoLogin>,
): Promise<Record<DemoRole, SignedInCookie[]>> {
  const entries = await Promise.all(
    ROLES.map(async (role) => {
      const api = await request.newContext({ baseURL: baseUrl });
      try {
        const response = await api.fetch(authApi.signIn.path, {
          method: authApi.signIn.method,
          data: { email: logins[role].email, password: logins[role].password },
        });
        if (!response.ok())
          throw new Error(`sign-in as ${role} answered ${response.status()}: ${await response.text()}`);
        const { cookies } = await api.storageState();
        if (!cookies.some((cookie) => cookie.name === 'dockwatch.sid')) {
          throw new Error(`sign-in as ${role} left no session cookie`);
        }
        return [role, cookies] as const;
      } finally {
        await api.dispose();
      }
    }),
  );
  return Object.fromEntries(entries) as Record<DemoRole, SignedInCookie[]>;
}

/** The run's one Chromium; `launchBrowser()` connects to it. */
async function startBrowser(project: TestProject): Promise<BrowserServer> {
  // npm run test:e2e on a machine without them: installed (as root) or a message saying how.
  ensureBrowserTestChromiums();
  const browserServer = await chromium.launchServer({
    executablePath: chromiumPath,
    headless: true,
    args: launchArgs,
  });
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  return browserServer;
}

/** A server's address and logins, with each role signed in once (see signInEachRole). */
async function describeServer(
  baseUrl: string,
  demoLogins: Record<DemoRole, DemoLogin>,
  own?: { webDir: string; pushService: E2eServer['pushService'] },
): Promise<E2eServer> {
  const signedInCookies = await signInEachRole(baseUrl, demoLogins);
  return { baseUrl, demoLogins, signedInCookies, ...own };
}

/**
 * The database a server of this run gets: an empty one on the local PostgreSQL server (or
 * TEST_DATABASE_URL's), dropped when the server stops. PostgreSQL in WebAssembly was half the
 * servers' CPU time and a fresh data directory 15 CPU s to start (ADR 0058); the API tier runs every
 * endpoint on both engines. E2E_DATABASE=embedded, or no server reachable, keeps the embedded one.
 */
async function serverDatabase(label: string): Promise<ScratchDatabase | undefined> {
  if (process.env.E2E_DATABASE === 'embedded') return undefined;
  const scratch = await createScratchDatabase();
  if ('skipped' in scratch) {
    console.log(`[e2e] ${label} on the embedded database: ${scratch.skipped}`);
    return undefined;
  }
  return scratch;
}

/**
 * A server of this run, with its own copy of the web build and its own database (removed when it
 * stops). It sends Web Push to a test push service on a port kept for it, trusting the run's push
 * certificate: the file that tests push starts the service there (support/push.ts).
 */
async function startServer(label: string, push: PushCertificate) {
  const webDir = mkdtempSync(join(tmpdir(), `dockwatch-${label}-web-`));
  const database = await serverDatabase(label);
  const removeOwn = async () => {
    rmSync(webDir, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    cpSync(join(root, 'dist/web'), webDir, { recursive: true });
    const pushPort = await freePort();
    const server = await startAppServer({
      label,
      env: {
        WEB_DIST: webDir,
        NODE_EXTRA_CA_CERTS: push.caFile,
        PUSH_ALLOWED_ORIGINS: `https://127.0.0.1:${pushPort}`,
      },
      ...(database ? { databaseUrl: database.url } : {}),
    });
    return {
      ...server,
      webDir,
      pushService: { port: pushPort, certificate: push },
      stop: async () => {
        await server.stop();
        await removeOwn();
      },
    };
  } catch (error) {
    await removeOwn();
    throw error;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browserServer = await startBrowser(project);
  if (process.env.E2E_BASE_URL) {
    const file = process.env.E2E_LOGINS_FILE;
    try {
      if (!file) throw new Error('E2E_BASE_URL needs E2E_LOGINS_FILE (the server’s demo-logins.txt)');
      const baseUrl = process.env.E2E_BASE_URL.replace(/\/$/, '');
      const logins = parseDemoLogins(readFileSync(file, 'utf8'));
      project.provide('e2eServers', [await describeServer(baseUrl, logins)]);
    } catch (error) {
      await browserServer.close();
      throw error;
    }
    return () => browserServer.close();
  }

  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(join(root, 'dist/web/index.html'))) build();

  const push = makePushCertificate();
  const started = await Promise.allSettled(
    Array.from({ length: e2eWorkers() }, (_, i) => startServer(`e2e-${i + 1}`, push)),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stop = async () => {
    await browserServer.close();
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(push.dir, { recursive: true, force: true });
  };
  try {
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    const described = await Promise.all(
      servers.map((server) => {
        const logins = parseDemoLogins(readFileSync(join(server.dataDir, 'demo-logins.txt'), 'utf8'));
        console.log(`[e2e] server at ${server.baseUrl} (data in ${server.dataDir})`);
        return describeServer(server.baseUrl, logins, {
          webDir: server.webDir,
          pushService: server.pushService,
        });
      }),
    );
    project.provide('e2eServers', described);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
