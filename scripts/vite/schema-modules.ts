/**
 * Which of our modules build zod schemas when they load, themselves or through what they import
 * (ADR 0019). vite.config.ts puts them in the 'forms' chunk with zod, so a page that only shows
 * data (the check-in page a scanned tag opens) neither downloads the form libraries nor builds
 * every schema of the app before it renders.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const aliases: Record<string, string> = {
  '#core/': 'src/core/',
  '#web/': 'src/web/',
  '#server/': 'src/server/',
};

/** Static imports and re-exports that run code: `import type` and `export type` are left out. */
const runtimeImport = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolveSpecifier(specifier: string, from: string): string | null {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  if (alias) return resolve(root, aliases[alias]!, specifier.slice(alias.length));
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier);
  return null;
}

const answers = new Map<string, boolean>();

export function buildsSchemas(id: string): boolean {
  const file = id.split('?')[0]!;
  if (!/[\\/]src[\\/].*\.tsx?$/.test(file) || !existsSync(file)) return false;
  const known = answers.get(file);
  if (known !== undefined) return known;
  answers.set(file, false); // an import cycle is answered by the modules around it
  let answer = false;
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(runtimeImport)) {
    if (specifier === 'zod' || specifier!.startsWith('zod/')) answer = true;
    else {
      const target = resolveSpecifier(specifier!, file);
      if (target && buildsSchemas(target)) answer = true;
    }
    if (answer) break;
  }
  answers.set(file, answer);
  return answer;
}
