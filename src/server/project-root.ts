import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The folder holding Dockwatch's package.json: the nearest one above this module. The same code
 * runs from source (src/server, through tsx) and bundled (dist/server/main.js, ADR 0040), so files
 * that ship beside the code (migrations/, dist/web) are found from here, never from the working
 * directory or a fixed number of '..'.
 */
export function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(import.meta.dirname);
