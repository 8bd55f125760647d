/**
 * `engines.node` stays true (issue 19, decision 0042): every package that package-lock.json
 * installs accepts the lowest Node the project claims to run on, so `npm ci` on that Node prints
 * no EBADENGINE warning. An optional package that does not fit is not installed by npm at all
 * (it skips it without a word), so it is left out, and named in the second test so it is seen.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  engines?: Record<string, string> | string[];
}

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** The lowest Node version the root `engines.node` range admits, e.g. '20.19.0' for '>=20.19'. */
const floor = semver.minVersion(manifest.engines.node)?.version;

/** Each locked package with an `engines.node` range, as 'name@version' and its range. */
const ranges = Object.entries(lock.packages).flatMap(([path, entry]) => {
  const node = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
  if (!path || !node) return [];
  const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const binding = entry.os !== undefined || entry.cpu !== undefined;
  return [
    { id: `${name}@${entry.version} (${path})`, range: node, optional: entry.optional === true, binding },
  ];
});

/** 'name@version (path) needs node <range>' for each package whose range leaves out the floor. */
function misfits(entries: typeof ranges, version: string): string[] {
  return entries
    .filter(({ range }) => !semver.satisfies(version, range, { includePrerelease: true }))
    .map(({ id, range }) => `${id} needs node ${range}`);
}

describe('engines.node', () => {
  it('reads a floor from package.json and ranges from package-lock.json', () => {
    expect(floor).toBe('20.19.0');
    expect(ranges.length).toBeGreaterThan(100);
    expect(ranges.every(({ range }) => semver.validRange(range) !== null)).toBe(true);
  });

  it('admits the running Node', () => {
    expect(semver.satisfies(process.version, manifest.engines.node)).toBe(true);
  });

  it('is met by every package npm installs, at the floor and on the running Node', () => {
    const installed = ranges.filter(({ optional }) => !optional);
    expect(misfits(installed, floor ?? '')).toEqual([]);
    expect(misfits(installed, process.version)).toEqual([]);
  });

  it('leaves out only optional prebuilt bindings (one os/cpu each), which npm skips silently', () => {
    // Today: rollup's optional @napi-rs/lzma-linux-x64-gnu (node ^22.20); rollup runs without it.
    const skipped = ranges.filter(({ optional }) => optional);
    expect(
      misfits(
        skipped.filter(({ binding }) => !binding),
        floor ?? '',
      ),
    ).toEqual([]);
  });

  it('names the package that does not fit', () => {
    const broken = [
      { id: 'cookie@2.0.2 (node_modules/cookie)', range: '>=22', optional: false, binding: false },
    ];
    expect(misfits(broken, '20.19.0')).toEqual(['cookie@2.0.2 (node_modules/cookie) needs node >=22']);
  });
});
