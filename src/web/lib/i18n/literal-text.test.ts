/**
 * Every user-visible text in the web app goes through the message catalogue (decision 0043):
 * a literal text in a component fails here, naming file and line. Files still waiting for
 * their conversion are listed in pending-files.ts, which may only shrink: a listed file with
 * no literal text left fails too, so it is taken off the list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLiteralText } from './literal-text.ts';
import { PENDING_FILES } from './pending-files.ts';

const root = resolve(import.meta.dirname, '../../../..');
const webDir = join(root, 'src/web');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'locales' || entry.name === 'public' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(webDir).map((path) => ({
  name: relative(root, path),
  literals: findLiteralText(path, readFileSync(path, 'utf8')),
}));

describe('the message catalogue', () => {
  it('holds every user-visible text of the converted web files', () => {
    const pending = new Set<string>(PENDING_FILES);
    const offences = files
      .filter((file) => !pending.has(file.name))
      .flatMap((file) => file.literals.map((l) => `${file.name}:${l.line}: "${l.text}"`));
    expect(offences).toEqual([]);
  });

  it('lists as pending only files that still have literal text (the list only shrinks)', () => {
    const withText = new Set(files.filter((f) => f.literals.length > 0).map((f) => f.name));
    expect(PENDING_FILES.filter((name) => !withText.has(name))).toEqual([]);
  });

  it('finds JSX text, text props, text fields, text defaults and both branches of a choice', () => {
    const found = findLiteralText(
      'x.tsx',
      `const items = [{ label: 'Home' }];
       const A = () => <p title="Tip">Hello {busy ? 'Saving' : 'Save'}<b aria-label={\`Close \${n}\`} /></p>;
       const B = () => <p className="text-sm" data-x="abc">{t('key')} {42} Dockwatch</p>;
       function C({ cancelLabel = 'Cancel', size = 'sm' }, title = 'Oops') {}`,
    );
    expect(found.map((f) => [f.line, f.text])).toEqual([
      [1, 'Home'],
      [2, 'Tip'],
      [2, 'Hello'],
      [2, 'Saving'],
      [2, 'Save'],
      [2, 'Close'],
      [4, 'Cancel'],
      [4, 'Oops'],
    ]);
  });
});
