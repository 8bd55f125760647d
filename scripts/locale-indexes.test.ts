import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMAND, localeIndex } from './locale-indexes.ts';

const root = resolve(import.meta.dirname, '..');

describe('the locale index', () => {
  it('lists every namespace file there is now', () => {
    const { path, text } = localeIndex();
    const stale = !existsSync(path) || readFileSync(path, 'utf8') !== text;
    expect(stale, `${relative(root, path)} is stale: run \`${COMMAND}\` to write it again`).toBe(false);
  });

  it("finds a feature's namespace files beside the frame's, and refuses one namespace in two files", () => {
    const web = mkdtempSync(join(tmpdir(), 'dockwatch-locales-'));
    const write = (path: string) => {
      mkdirSync(dirname(join(web, path)), { recursive: true });
      writeFileSync(join(web, path), '');
    };
    try {
      write('locales/common.ts');
      write('locales/index.ts');
      write('features/tours/locales/tours.ts');
      const index = localeIndex(web);
      expect(index.path).toBe(join(web, 'locales/index.ts'));
      expect(index.text).toContain("import * as tours from '#web/features/tours/locales/tours.ts';");
      expect(index.text).toContain(
        'export const en = {\n  common: common.en,\n  tours: tours.en,\n} as const;',
      );
      expect(index.text).toContain(
        'export const es: Messages<typeof en> = {\n  common: common.es,\n  tours: tours.es,\n};',
      );

      write('features/patrol/locales/tours.ts');
      expect(() => localeIndex(web)).toThrow(/two files for the namespace tours/);
    } finally {
      rmSync(web, { recursive: true, force: true });
    }
  });

  it('refuses a namespace split into a folder per language', () => {
    const web = mkdtempSync(join(tmpdir(), 'dockwatch-locales-'));
    try {
      mkdirSync(join(web, 'features/tours/locales/es'), { recursive: true });
      expect(localeIndex(web).text).not.toContain('tours');
      writeFileSync(join(web, 'features/tours/locales/es/tours.ts'), '');
      expect(() => localeIndex(web)).toThrow(/a namespace is one file, locales\/<namespace>\.ts/);
    } finally {
      rmSync(web, { recursive: true, force: true });
    }
  });
});
