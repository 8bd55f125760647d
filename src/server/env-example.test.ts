/**
 * `.env.example` lists every environment variable the server reads, each with its default
 * (issue 19): the keys of config.ts's schema, and any `process.env.X` read elsewhere in the
 * server's own code (test support is left out). A listed variable nobody reads fails too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from './config.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** `NAME=value` and `# NAME=value` lines: name → the values shown. */
function listed(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const match = /^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) out.set(match[1]!, [...(out.get(match[1]!) ?? []), match[2]!.trim()]);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names a file reads as `process.env.NAME` or `process.env['NAME']`. */
const envReads = (text: string) =>
  [...text.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g)].map(
    (match) => (match[1] ?? match[2])!,
  );

const readsIn = (dir: string) =>
  new Set(sourceFiles(join(ROOT, dir)).flatMap((file) => envReads(readFileSync(file, 'utf8'))));

const example = listed(readFileSync(join(ROOT, '.env.example'), 'utf8'));
const schemaKeys = Object.keys(envSchema.shape);
const serverReads = [...readsIn('src/server')];

/** Each variable with a default, as .env.example should show it. */
const defaults = Object.entries(envSchema.parse({}) as Record<string, unknown>).flatMap(([name, value]) =>
  value === undefined ? [] : [[name, Array.isArray(value) ? value.join(',') : String(value)] as const],
);

describe('.env.example', () => {
  it('reads the schema, the server and the file', () => {
    expect(schemaKeys).toContain('PORT');
    expect(serverReads).toContain('LOG_LEVEL');
    expect(envReads("process.env.A_B; process.env['C']")).toEqual(['A_B', 'C']);
    expect(example.size).toBeGreaterThan(20);
    expect(defaults).toContainEqual(['PORT', '5000']);
  });

  it('lists every variable the server reads', () => {
    const missing = [...new Set([...schemaKeys, ...serverReads])].filter((name) => !example.has(name));
    expect(missing).toEqual([]);
  });

  it("shows each variable's default", () => {
    const wrong = defaults
      .filter(([name, value]) => !example.get(name)?.includes(value))
      .map(([name, value]) => `${name}=${value} (listed: ${example.get(name)?.join(' | ') ?? 'nothing'})`);
    expect(wrong).toEqual([]);
  });

  it('lists nothing that neither the server nor a script reads', () => {
    const read = new Set([...schemaKeys, ...serverReads, ...readsIn('scripts')]);
    expect([...example.keys()].filter((name) => !read.has(name))).toEqual([]);
  });
});
