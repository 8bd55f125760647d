import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The real entry point as `npm start` runs it (on PGlite), as a separate process. */
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, ms = 60_000) => {
    const deadline = Date.now() + ms;
    while (!pattern.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no ${pattern} in:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return output.match(pattern)!;
  };
  return { child, exited, waitFor, output: () => output };
}

describe('server process', () => {
  it('seeds demo data and the admin, refuses a second process on the data directory, closes on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dockwatch-main-'));
    const env = { DATA_DIR: dataDir, ADMIN_EMAIL: 'boss@test.example', ADMIN_PASSWORD: 'a long password' };
    const first = start(env);
    const [, url] = await first.waitFor(/running at (http:\/\/\S+)\n/);
    expect(first.output()).toContain('Demo data created');
    expect(first.output()).toContain('Created super_admin boss@test.example');
    expect(readFileSync(join(dataDir, 'demo-logins.txt'), 'utf8')).toMatch(/guard@bayside\.example\s+\S{8,}/);

    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@test.example', password: 'a long password' }),
    });
    expect(login.status).toBe(200);

    const second = start(env);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another Dockwatch process \(pid \d+\) is using the data directory/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'dockwatch.lock'))).toBe(false);

    // A restart keeps the data and never overwrites the admin's password or re-seeds.
    const third = start({ ...env, ADMIN_PASSWORD: 'another password' });
    const [, url3] = await third.waitFor(/running at (http:\/\/\S+)\n/);
    expect(third.output()).toContain('Admin boss@test.example exists');
    expect(third.output()).not.toContain('Demo data created');
    const again = await fetch(`${url3}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@test.example', password: 'a long password' }),
    });
    expect(again.status).toBe(200);
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  }, 120_000);
});
