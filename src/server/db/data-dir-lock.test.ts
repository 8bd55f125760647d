import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const dir = () => mkdtempSync(join(tmpdir(), 'dockwatch-lock-'));

describe('lockDataDir', () => {
  it('refuses a directory held by another live process, naming it', async () => {
    const dataDir = dir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(join(dataDir, 'dockwatch.lock'), String(holder.pid));
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dataDir)).toThrow(`pid ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that died, and releases it', () => {
    const dataDir = dir();
    writeFileSync(join(dataDir, 'dockwatch.lock'), '999999999');
    const release = lockDataDir(dataDir);
    expect(existsSync(join(dataDir, 'dockwatch.lock'))).toBe(true);
    release();
    expect(existsSync(join(dataDir, 'dockwatch.lock'))).toBe(false);
  });
});
