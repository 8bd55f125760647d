/**
 * `npm ci` for the production check inside `npm test` (`--tree-packages`): the working tree's
 * node_modules, hard-linked into the clone, when they are what `npm ci` of the clone's
 * package-lock.json installs. npm ci unpacks 798 MB in 54,500 files (about 5 minutes of wall time
 * and a minute of CPU on the test machine); the links take a second. The build, the prune and every
 * start then run on the clone as before. npm's own record of the tree
 * (node_modules/.package-lock.json) is copied, not linked: the prune rewrites it.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

interface LockEntry {
  version?: string;
  optional?: boolean;
  devOptional?: boolean;
}
type Packages = Record<string, LockEntry>;

const packagesOf = (file: string): Packages =>
  (JSON.parse(readFileSync(file, 'utf8')) as { packages?: Packages }).packages ?? {};

/**
 * Why the tree's packages are not what the lock file installs, or undefined when they are: every
 * package of the lock is there in its version, except optional ones npm skips on this platform,
 * and nothing else is.
 */
export function treeDiffersFromLock(lockFile: string, treeRecord: string): string | undefined {
  if (!existsSync(treeRecord)) return `${treeRecord} is missing (was node_modules installed by npm ci?)`;
  const lock = packagesOf(lockFile);
  const tree = packagesOf(treeRecord);
  for (const [path, entry] of Object.entries(lock)) {
    if (path === '') continue;
    const installed = tree[path];
    if (!installed) {
      if (entry.optional || entry.devOptional) continue;
      return `${path} is in package-lock.json but not installed`;
    }
    if (installed.version !== entry.version)
      return `${path} is ${installed.version} in node_modules, ${entry.version} in package-lock.json`;
  }
  const extra = Object.keys(tree).find((path) => !(path in lock));
  return extra ? `${extra} is installed but not in package-lock.json` : undefined;
}

/**
 * Links `from`/node_modules into `clone`/node_modules when it matches the clone's lock file, and
 * answers what was done; otherwise answers why not (the caller runs npm ci instead).
 */
export function linkTreePackages(
  from: string,
  clone: string,
): { linked: true } | { linked: false; why: string } {
  const record = join(from, 'node_modules/.package-lock.json');
  const why = treeDiffersFromLock(join(clone, 'package-lock.json'), record);
  if (why) return { linked: false, why };
  const target = join(clone, 'node_modules');
  rmSync(target, { recursive: true, force: true });
  // Hard links: no byte is copied, and symbolic links (.bin) stay links.
  const cp = spawnSync('cp', ['-al', join(from, 'node_modules'), target], { encoding: 'utf8' });
  if (cp.status !== 0) {
    rmSync(target, { recursive: true, force: true });
    return { linked: false, why: `cp -al failed (another file system?): ${cp.stderr.trim()}` };
  }
  rmSync(join(target, '.package-lock.json'));
  copyFileSync(record, join(target, '.package-lock.json'));
  return { linked: true };
}
