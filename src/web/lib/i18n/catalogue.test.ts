/** English and Spanish have exactly the same keys, and each text the same {{placeholders}}. */
import { describe, expect, it } from 'vitest';
import { en, es } from '#web/locales/index.ts';

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const english = flatten(en);
const spanish = flatten(es);

describe('the catalogue in two languages', () => {
  it('has the same keys in English and Spanish', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has the same placeholders in both languages, and no empty text', () => {
    for (const [key, text] of english) {
      const other = spanish.get(key) ?? '';
      expect(placeholders(other), key).toEqual(placeholders(text));
      expect(text.trim(), key).not.toBe('');
      expect(other.trim(), key).not.toBe('');
    }
  });
});
