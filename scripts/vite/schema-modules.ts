/**
 * Which of our modules build zod schemas (or load another form library) when they load,
 * themselves or through what they import (ADR 0019). vite.config.ts puts them in the 'forms'
 * chunk with zod, so a page that only shows data (the check-in page a scanned tag opens) neither
 * downloads the form libraries nor builds every schema of the app before it renders.
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

/** The form libraries of the 'forms' chunk: a module that imports one at run time goes there too. */
const FORM_LIBRARY = /^(zod|react-hook-form|@hookform\/)/;

const importsOf = new Map<string, string[]>();
function runtimeImports(file: string): string[] {
  let specifiers = importsOf.get(file);
  if (!specifiers) {
    specifiers = [...readFileSync(file, 'utf8').matchAll(runtimeImport)].map((match) => match[1]!);
    importsOf.set(file, specifiers);
  }
  return specifiers;
}

const answers = new Map<string, boolean>();

/** Whether a form library is reachable from `id` through run-time imports (import cycles included). */
export function buildsSchemas(id: string): boolean {
  const start = id.split('?')[0]!;
  if (!/[\\/]src[\\/].*\.tsx?$/.test(start) || !existsSync(start)) return false;
  const known = answers.get(start);
  if (known !== undefined) return known;
  const seen = new Set([start]);
  const pending = [start];
  let answer = false;
  while (pending.length && !answer) {
    const file = pending.pop()!;
    for (const specifier of runtimeImports(file)) {
      if (FORM_LIBRARY.test(specifier)) {
        answer = true;
        break;
      }
      const target = resolveSpecifier(specifier, file);
      if (target && !seen.has(target) && /\.tsx?$/.test(target) && existsSync(target)) {
        seen.add(target);
        pending.push(target);
      }
    }
  }
  answers.set(start, answer);
  return answer;
}
