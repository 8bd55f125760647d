import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMAND, localeIndexes } from './locale-indexes.ts';

const root = resolve(import.meta.dirname, '..');

describe('the locale indexes', () => {
  it('list every namespace file there is now', () => {
    const stale = localeIndexes()
      .filter(({ path, text }) => !existsSync(path) || readFileSync(path, 'utf8') !== text)
      .map(({ path }) => relative(root, path));
    expect(stale, `stale: run \`${COMMAND}\` to write them again`).toEqual([]);
  });

  it("finds a feature's namespace files beside the frame's, and refuses one namespace in two files", () => {
    const web = mkdtempSync(join(tmpdir(), 'dockwatch-locales-'));
    const write = (path: string) => {
      mkdirSync(dirname(join(web, path)), { recursive: true });
      writeFileSync(join(web, path), '');
    };
    try {
      write('locales/common.ts');
      write('locales/es/common.ts');
      write('features/tours/locales/tours.ts');
      write('features/tours/locales/es/tours.ts');
      const [en, es] = localeIndexes(web);
      expect(en?.path).toBe(join(web, 'locales/en/index.ts'));
      expect(en?.text).toContain("import { tours } from '#web/features/tours/locales/tours.ts';");
      expect(en?.text).toContain('export const en = {\n  common,\n  tours,\n} as const;');
      expect(es?.text).toContain('export const es: Catalogue = {\n  common,\n  tours,\n};');

      write('features/patrol/locales/tours.ts');
      expect(() => localeIndexes(web)).toThrow(/two files for the namespace en\/tours/);
    } finally {
      rmSync(web, { recursive: true, force: true });
    }
  });
});
