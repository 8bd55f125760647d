import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { cliProcessArgs } from '../../../scripts/support/server-process-args.ts';

const root = resolve(import.meta.dirname, '../../..');

export interface CliRun {
  code: number | null;
  /** stdout and stderr together. */
  output: string;
}

/**
 * Runs a command-line tool of src/server/cli as its npm script does (bin/run-cli.js, ADR 0050; the
 * bundle npm test built when it names one, serverProcessArgs), in
 * its own process, with only the given settings (none of the caller's database or admin settings leak in).
 */
export function runCliProcess(
  tool: 'migrate' | 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<CliRun> {
  const clean: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(clean))
    if (/^(DATABASE_URL|MIGRATE_|ADMIN_|SESSION_SECRET|DATA_DIR|S3_)/.test(key)) delete clean[key];
  const child = spawn(process.execPath, [...cliProcessArgs(tool), ...args], {
    cwd: root,
    env: { ...clean, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  return new Promise((done) => child.on('close', (code) => done({ code, output })));
}
