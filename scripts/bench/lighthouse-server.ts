/**
 * The real server for the Lighthouse bench, started as e2e/support/global-setup.ts does: a fresh
 * dist/web build, a temporary DATA_DIR on the embedded database, demo data, a free port.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

type Role = 'super_admin' | 'admin' | 'staff';

export interface BenchServer {
  baseUrl: string;
  /** Signs in as the demo user of this role: its Cookie header and a location guid to check in at. */
  signIn: (role: Role) => Promise<{ cookie: string; checkInGuid: string }>;
  stop: () => Promise<void>;
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

function build(): void {
  console.log('[lighthouse] building the web app (vite build) ...');
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

function demoLogins(dataDir: string): Record<Role, { email: string; password: string }> {
  const logins: Partial<Record<Role, { email: string; password: string }>> = {};
  for (const line of readFileSync(join(dataDir, 'demo-logins.txt'), 'utf8').split('\n')) {
    const match = /^(super_admin|admin|staff)\s+(\S+)\s+(\S+)\s*$/.exec(line.trim());
    if (match) logins[match[1] as Role] = { email: match[2]!, password: match[3]! };
  }
  return logins as Record<Role, { email: string; password: string }>;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function startBenchServer({ skipBuild = false } = {}): Promise<BenchServer> {
  if (!skipBuild) build();
  const dataDir = mkdtempSync(join(tmpdir(), 'dockwatch-lighthouse-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
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
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${log}`);
      if (Date.now() > deadline) throw new Error(`the server did not answer within 90 s:\n${log}`);
      const status = await fetch(`${baseUrl}/api/auth/user`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 401 || status === 200) break;
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }

  const signIn = async (role: Role) => {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(demoLogins(dataDir)[role]),
    });
    if (!response.ok) throw new Error(`sign-in as ${role} answered ${response.status}`);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const user = (await (await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } })).json()) as {
      marinas: { guid: string }[];
    };
    const marinaId = user.marinas[0]?.guid;
    const locations = (await (
      await fetch(`${baseUrl}/api/locations?marinaId=${marinaId}`, { headers: { cookie } })
    ).json()) as { guid: string; name: string }[];
    const slip = locations.find((l) => l.name === 'A-03L') ?? locations[0];
    if (!slip) throw new Error('the demo marina has no locations');
    return { cookie, checkInGuid: slip.guid };
  };

  return { baseUrl, signIn, stop };
}
