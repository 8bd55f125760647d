/**
 * For e2e/oidc.e2e.ts only: a second Dockwatch server (fresh data, demo tenant) configured with
 * the test OpenID Connect provider, which runs in its own process. The shared global-setup server
 * stays as it is, without OIDC.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startTestIdentityProvider } from '#server/test/oidc-provider-process.ts';
import { parseDemoLogins } from './global-setup.ts';
import type { DemoLogin, DemoRole } from './provided.ts';

const root = resolve(import.meta.dirname, '../..');

export interface OidcDockwatch {
  baseUrl: string;
  logins: Record<DemoRole, DemoLogin>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitUntilUp(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output()}`);
    const status = await fetch(`${baseUrl}/api/auth/user`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 401 || status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer within 90 s:\n${output()}`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Uses the dist/web the global setup has just built. */
export async function startDockwatchWithOidc(): Promise<OidcDockwatch> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const provider = await startTestIdentityProvider([`${baseUrl}/api/callback`]);
  const dataDir = mkdtempSync(join(tmpdir(), 'dockwatch-e2e-oidc-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
  };
  for (const key of ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SESSION_SECRET', 'TRUST_PROXY'])
    delete env[key];

  let log = '';
  const server = spawn(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/server/main.ts'],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const stop = async () => {
    await stopProcess(server);
    await provider.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(baseUrl, server, () => log);
    return { baseUrl, logins: parseDemoLogins(readFileSync(join(dataDir, 'demo-logins.txt'), 'utf8')), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
