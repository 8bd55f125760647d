import { describe, expect, it } from 'vitest';
import { longestFirst } from './duration-sequencer.ts';

interface File {
  project: string;
  path: string;
}
const file = (project: string, path: string): File => ({ project, path });
const order = (files: File[], seconds: Record<string, number>) =>
  longestFirst(
    files,
    (f) => f.project,
    (f) => seconds[f.path],
  ).map((f) => `${f.project}:${f.path}`);

describe('longestFirst', () => {
  it('runs each project longest first, a file with no record ahead, projects in the order given', () => {
    const files = [
      file('api', 'small'),
      file('api', 'new'),
      file('api', 'long'),
      file('api-web', 'sync'),
      file('api-web', 'persist'),
      file('api', 'middle'),
    ];
    expect(order(files, { small: 1, long: 99, middle: 20, sync: 24, persist: 9 })).toEqual([
      'api:new',
      'api:long',
      'api:middle',
      'api:small',
      'api-web:sync',
      'api-web:persist',
    ]);
  });

  it('keeps the order given when nothing is recorded', () => {
    const files = [file('e2e', 'b'), file('e2e', 'a')];
    expect(order(files, {})).toEqual(['e2e:b', 'e2e:a']);
  });
});
