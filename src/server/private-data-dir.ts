import { chmodSync, lstatSync, readdirSync, type Stats } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * DATA_DIR holds the database's files, photos, the session secret, demo logins and backups: they
 * are its owner's alone (ADR 0050), directories 0700 and files 0600. Every process that writes
 * there sets OWNER_ONLY_UMASK first; PGlite needs more, because it unpacks its data directory
 * (initdb's files at the first start, a backup's at a restore) with the archive's mode 0666,
 * whatever the umask. So the tree is also restricted after each start, backup and restore.
 */
export const OWNER_ONLY_UMASK = 0o077;
/** The group and other permission bits. */
const OTHERS = 0o077;

const isCode = (error: unknown, ...codes: string[]) =>
  codes.includes((error as NodeJS.ErrnoException)?.code ?? '');

/** Every entry under path (path itself first), by lstat: symbolic links are neither followed nor changed. */
function walk(path: string, visit: (path: string, stats: Stats) => void): void {
  let stats: Stats;
  try {
    stats = lstatSync(path);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return; // removed meanwhile (a recycled WAL segment, a swept photo)
    throw error;
  }
  visit(path, stats);
  if (!stats.isDirectory()) return;
  let names: string[];
  try {
    names = readdirSync(path);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return;
    throw error;
  }
  for (const name of names) walk(join(path, name), visit);
}

export interface Restricted {
  /** How many entries lost their group and other bits. */
  changed: number;
  /** Entries this process may not change (another user's file): `path: reason`. */
  failed: string[];
}

/** Takes the group and other bits off every file and directory under path (path included). */
export function restrictToOwner(path: string): Restricted {
  const result: Restricted = { changed: 0, failed: [] };
  walk(path, (entry, stats) => {
    if (stats.isSymbolicLink() || (stats.mode & OTHERS) === 0) return;
    try {
      chmodSync(entry, stats.mode & 0o7777 & ~OTHERS);
      result.changed++;
    } catch (error) {
      if (!isCode(error, 'ENOENT')) result.failed.push(`${entry}: ${(error as Error).message}`);
    }
  });
  return result;
}

/** Entries under path that its group or others may use, as `relative/path 0666` (none: []). */
export function openToOthers(path: string): string[] {
  const open: string[] = [];
  walk(path, (entry, stats) => {
    if (!stats.isSymbolicLink() && stats.mode & OTHERS)
      open.push(`${relative(path, entry) || '.'} ${(stats.mode & 0o777).toString(8).padStart(4, '0')}`);
  });
  return open;
}
