/**
 * The real server for the browser benches (Lighthouse, check-in latency), started as
 * e2e/support/global-setup.ts does: a fresh dist/web build, a temporary DATA_DIR on the embedded
 * database, demo data, a free port.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startAppServer } from '../support/app-server.ts';

const root = resolve(import.meta.dirname, '../..');

type Role = 'super_admin' | 'admin' | 'staff';

export interface SignedIn {
  /** The session's Cookie header. */
  cookie: string;
  /** A slip of the user's first marina to check in at (A-03L in the demo). */
  checkInGuid: string;
  /** Every location of that marina. */
  locations: { guid: string; name: string; parentId: string | null }[];
}

export interface BenchServer {
  baseUrl: string;
  /** Signs in as the demo user of this role. */
  signIn: (role: Role) => Promise<SignedIn>;
  stop: () => Promise<void>;
}

function build(label: string): void {
  console.log(`[${label}] building the web app (vite build) ...`);
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

/** `label` names the log lines and the temporary data directory. */
export async function startBenchServer({
  label,
  skipBuild = false,
}: {
  label: string;
  skipBuild?: boolean;
}): Promise<BenchServer> {
  if (!skipBuild) build(label);
  const { baseUrl, dataDir, stop } = await startAppServer({ label });

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
    ).json()) as SignedIn['locations'];
    const slip = locations.find((l) => l.name === 'A-03L') ?? locations[0];
    if (!slip) throw new Error('the demo marina has no locations');
    return { cookie, checkInGuid: slip.guid, locations };
  };

  return { baseUrl, signIn, stop };
}
