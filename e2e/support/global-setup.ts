/**
 * Browser-test setup: build the SPA once, start one real server per worker (e2eWorkers(), each on
 * a free port with a fresh data directory and demo data), and hand their addresses and demo
 * logins to the tests (support/e2e-server.ts picks the worker's own).
 *
 * E2E_BASE_URL + E2E_LOGINS_FILE: test a server that is already running instead (no build, no start).
 * E2E_SKIP_BUILD=1: use the dist/web that is there.
 *
 * Each server serves its own copy of that build (WEB_DIST), so a test that deploys a new version
 * (deployNewVersion) changes what its own worker's browser sees, never another file's.
 *
 * It also starts the run's one Chromium (`chromium.launchServer`; `launchBrowser()` connects to
 * it) and signs each demo role in once through the sign-in form, handing the cookies that sign-in
 * left to `login(page, role)`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ensureBrowserTestChromiums } from '../../scripts/ensure-chromium.ts';
import { startAppServer } from '../../scripts/support/app-server.ts';
import { chromiumPath, launchArgs, PHONE, typeSignIn } from './chromium.ts';
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
 * Each demo role signed in once, through the sign-in form as a test would, in a phone context of
 * its own: the cookies it left (the session's and the `dockwatch.signed-in` hint). The sign-in
 * itself leaves nothing else on the phone (login.ts: the answer goes into the query cache); what
 * the app writes to local storage once it has landed (the current marina, the storage-persist
 * question) it writes as well on the page `login` lands, so only the cookies are handed on.
 */
async function signInEachRole(
  wsEndpoint: string,
  baseUrl: string,
  logins: Record<DemoRole, DemoLogin>,
): Promise<Record<DemoRole, SignedInCookie[]>> {
  const browser = await chromium.connect(wsEndpoint);
  try {
    const entries = await Promise.all(
      ROLES.map(async (role) => {
        const context = await browser.newContext({
          baseURL: baseUrl,
          viewport: PHONE,
          isMobile: true,
          hasTouch: true,
          locale: 'en-US',
          serviceWorkers: 'block',
        });
        context.setDefaultTimeout(30_000);
        const page = await context.newPage();
        await typeSignIn(page, logins[role].email, logins[role].password);
        const state = await context.storageState();
        if (!state.cookies.some((cookie) => cookie.name === 'dockwatch.sid')) {
          throw new Error(`sign-in as ${role} left no session cookie`);
        }
        await context.close();
        return [role, state.cookies] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<DemoRole, SignedInCookie[]>;
  } finally {
    await browser.close();
  }
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
  browserServer: BrowserServer,
  baseUrl: string,
  demoLogins: Record<DemoRole, DemoLogin>,
  webDir?: string,
): Promise<E2eServer> {
  const signedInCookies = await signInEachRole(browserServer.wsEndpoint(), baseUrl, demoLogins);
  return { baseUrl, demoLogins, signedInCookies, ...(webDir ? { webDir } : {}) };
}

/** A server of this run, with its own copy of the web build (removed when it stops). */
async function startServer(label: string) {
  const webDir = mkdtempSync(join(tmpdir(), `dockwatch-${label}-web-`));
  try {
    cpSync(join(root, 'dist/web'), webDir, { recursive: true });
    const server = await startAppServer({ label, env: { WEB_DIST: webDir } });
    return {
      ...server,
      webDir,
      stop: async () => {
        await server.stop();
        rmSync(webDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(webDir, { recursive: true, force: true });
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
      project.provide('e2eServers', [await describeServer(browserServer, baseUrl, logins)]);
    } catch (error) {
      await browserServer.close();
      throw error;
    }
    return () => browserServer.close();
  }

  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(join(root, 'dist/web/index.html'))) build();

  const started = await Promise.allSettled(
    Array.from({ length: e2eWorkers() }, (_, i) => startServer(`e2e-${i + 1}`)),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stop = async () => {
    await browserServer.close();
    await Promise.all(servers.map((server) => server.stop()));
  };
  try {
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    const described = await Promise.all(
      servers.map((server) => {
        const logins = parseDemoLogins(readFileSync(join(server.dataDir, 'demo-logins.txt'), 'utf8'));
        console.log(`[e2e] server at ${server.baseUrl} (data in ${server.dataDir})`);
        return describeServer(browserServer, server.baseUrl, logins, server.webDir);
      }),
    );
    project.provide('e2eServers', described);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
