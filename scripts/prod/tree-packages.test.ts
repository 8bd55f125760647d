import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { treeDiffersFromLock } from './tree-packages.ts';

const dir = mkdtempSync(join(tmpdir(), 'dockwatch-tree-packages-'));
let n = 0;
function file(packages: Record<string, object>): string {
  const path = join(dir, `lock-${++n}.json`);
  writeFileSync(path, JSON.stringify({ lockfileVersion: 3, packages }));
  return path;
}

const lock = file({
  '': { name: 'dockwatch' },
  'node_modules/a': { version: '1.0.0' },
  'node_modules/b': { version: '2.0.0', dev: true },
  'node_modules/@esbuild/darwin-arm64': { version: '0.25.0', optional: true },
});

describe('treeDiffersFromLock', () => {
  it('accepts the tree npm ci installs, without the optional packages of other platforms', () => {
    const tree = file({ 'node_modules/a': { version: '1.0.0' }, 'node_modules/b': { version: '2.0.0' } });
    expect(treeDiffersFromLock(lock, tree)).toBeUndefined();
  });

  it('names a package in another version, a missing one and an extra one', () => {
    expect(
      treeDiffersFromLock(
        lock,
        file({ 'node_modules/a': { version: '1.0.1' }, 'node_modules/b': { version: '2.0.0' } }),
      ),
    ).toBe('node_modules/a is 1.0.1 in node_modules, 1.0.0 in package-lock.json');
    expect(treeDiffersFromLock(lock, file({ 'node_modules/a': { version: '1.0.0' } }))).toBe(
      'node_modules/b is in package-lock.json but not installed',
    );
    expect(
      treeDiffersFromLock(
        lock,
        file({
          'node_modules/a': { version: '1.0.0' },
          'node_modules/b': { version: '2.0.0' },
          'node_modules/c': { version: '3.0.0' },
        }),
      ),
    ).toBe('node_modules/c is installed but not in package-lock.json');
  });

  it('says so when npm left no record of the tree', () => {
    expect(treeDiffersFromLock(lock, join(dir, 'none.json'))).toMatch(/none\.json is missing/);
  });
});
