/**
 * Import boundaries (issue 16, decision 0025), read from the source as text:
 * - core imports neither server nor web: it is the contract both sides share;
 * - web never imports server;
 * - web never imports a catalogue's schema halves (`#core/<area>/<area>.schemas.ts` and the
 *   `<area>.api.ts` that pairs them with the routes): the routes (`*.endpoints.ts`) carry the types
 *   without loading zod;
 * - a web feature reaches another feature only through that feature's `index.ts`;
 * - `web/components/` holds domain-free UI: it imports nothing from `web/features/`;
 * - the offline layer (`web/lib/offline/`) names no area of the app: it imports the catalogue
 *   (`core/api/`), path matching, common helpers, the signed-in user's type, web/lib,
 *   domain-free UI and the message catalogue (`web/locales/` and a feature's `locales/`: the web
 *   app manifest's English description is the landing page's tagline), and nothing else from the
 *   features (each feature builds and reads back its own entries).
 * Tests and test support are exempt (a web test may start a real server).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each import of a file, as the `src/…` path it names (package imports are left out). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/g)].map(
    (match) => match[1]!,
  );
  return specifiers.flatMap((specifier) => {
    const alias = /^#(core|server|web)\/(.*)$/.exec(specifier);
    if (alias) return [`${alias[1]}/${alias[2]}`];
    if (specifier.startsWith('.')) return [relative(SRC, resolve(dirname(file), specifier))];
    return [];
  });
}

const files = sourceFiles(SRC).map((file) => ({ path: relative(SRC, file), imports: importsOf(file) }));

/** `web/features/<area>/…` → area, else null. */
const featureOf = (path: string) => /^web\/features\/([^/]+)\//.exec(path)?.[1] ?? null;

function breaches(rule: (from: string, to: string) => boolean): string[] {
  return files.flatMap(({ path, imports }) =>
    imports.filter((to) => rule(path, to)).map((to) => `${path} → ${to}`),
  );
}

describe('import boundaries', () => {
  it('reads the source', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.some((f) => f.imports.length > 0)).toBe(true);
  });

  it('keeps core free of server and web', () => {
    expect(breaches((from, to) => from.startsWith('core/') && /^(server|web)\//.test(to))).toEqual([]);
  });

  it('keeps web free of server', () => {
    expect(breaches((from, to) => from.startsWith('web/') && to.startsWith('server/'))).toEqual([]);
  });

  it("keeps web off the catalogue's schema halves", () => {
    expect(
      breaches((from, to) => from.startsWith('web/') && /^core\/.*\.(api|schemas)\.ts$/.test(to)),
    ).toEqual([]);
  });

  it('reaches another feature only through its index', () => {
    expect(
      breaches((from, to) => {
        const source = featureOf(from);
        const target = featureOf(to);
        return (
          source !== null && target !== null && source !== target && to !== `web/features/${target}/index.ts`
        );
      }),
    ).toEqual([]);
  });

  it('keeps web/components free of the features', () => {
    expect(
      breaches((from, to) => from.startsWith('web/components/') && to.startsWith('web/features/')),
    ).toEqual([]);
  });

  it('keeps the offline layer free of every area of the app', () => {
    const allowed =
      /^core\/(api|routing|common)\/|^core\/auth\/auth-user\.schema\.ts$|^web\/(lib|components|locales|features\/[^/]+\/locales)\//;
    expect(breaches((from, to) => from.startsWith('web/lib/offline/') && !allowed.test(to))).toEqual([]);
  });
});
