import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_TEXT_NAMESPACES } from './activity-text.ts';

/**
 * Issue 30 item 18: the activity texts are built with `i18n.t` outside a component, which finds
 * only namespaces already loaded; the components showing them wait for ACTIVITY_TEXT_NAMESPACES.
 * A namespace used here and missing from that list would show its keys on a fresh load.
 */
describe('ACTIVITY_TEXT_NAMESPACES', () => {
  it('names every namespace the activity texts take words from', () => {
    const source = readFileSync(new URL('./activity-text.ts', import.meta.url), 'utf8');
    const used = new Set([...source.matchAll(/[`'](\w+):[\w.$]/g)].map((match) => match[1]));
    expect([...used].sort()).toEqual([...ACTIVITY_TEXT_NAMESPACES].sort());
  });
});
