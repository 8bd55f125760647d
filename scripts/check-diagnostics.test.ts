import { describe, expect, it } from 'vitest';
import { checkDiagnostics } from './check-diagnostics.ts';

describe('checkDiagnostics', () => {
  it("names each of tsc's errors by file, line and message", () => {
    const output = [
      '$ npx tsc -p .',
      "src/a.ts(3,1): error TS2304: Cannot find name 'y'.",
      '  some context',
      "e2e/b.e2e.ts(10,5): error TS2345: Argument of type 'x' is not assignable.",
    ].join('\n');
    expect(checkDiagnostics(output)).toEqual([
      "src/a.ts(3,1): error TS2304: Cannot find name 'y'.",
      "e2e/b.e2e.ts(10,5): error TS2345: Argument of type 'x' is not assignable.",
    ]);
  });

  it("names each of Biome's findings by file, place and rule, once, without colours", () => {
    const output = [
      '$ npx biome check .',
      'e2e/spanish-shifts.e2e.ts:6:1 assist/source/organizeImports  FIXABLE  ━━━━━━━━',
      '',
      '  × Sort these imports.',
      '\u001b[1msrc/c.ts:2:8 lint/correctness/noUnusedImports\u001b[0m ━━━━',
      'e2e/spanish-shifts.e2e.ts:6:1 assist/source/organizeImports  FIXABLE  ━━━━━━━━',
      'Checked 1221 files in 1936ms. No fixes applied.',
      'Found 2 errors.',
    ].join('\n');
    expect(checkDiagnostics(output)).toEqual([
      'e2e/spanish-shifts.e2e.ts:6:1 assist/source/organizeImports',
      'src/c.ts:2:8 lint/correctness/noUnusedImports',
    ]);
  });

  it('finds nothing in a clean run', () => {
    expect(
      checkDiagnostics('$ npx biome check .\nChecked 1221 files in 1936ms. No fixes applied.\n'),
    ).toEqual([]);
  });
});
