import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOT_RESPONSES = [
  'GET /api/locations 200',
  'GET /api/activities 200',
  'GET /api/locations/:guid/activities 200',
  'GET /api/meter-reads 200',
  'POST /api/activities 200',
  'POST /api/activities 201',
];

describe('response serializers of the real app (ADR 0022)', () => {
  it('compiles every route response with fast-json-stringify: none falls back to zod', () => {
    const choices = t.app.serializerChoices;
    expect(choices.length).toBeGreaterThan(100);
    const fallbacks = choices
      .filter((c) => c.mode === 'zod')
      .map((c) => `${c.method} ${c.url} ${c.status}: ${c.reason}`);
    // A new route that cannot be compiled lands here: make its schema representable, or list it.
    expect(fallbacks).toEqual([]);
  });

  it('serves the hot reads and the check-in POST on the fast path', () => {
    const fast = new Set(
      t.app.serializerChoices.filter((c) => c.mode === 'fast').map((c) => `${c.method} ${c.url} ${c.status}`),
    );
    for (const response of HOT_RESPONSES) expect(fast, response).toContain(response);
  });

  it('checks every response of the test suite against zod', () => {
    // createFastSerializerCompiler({ verify }) in app.ts keys on this; vitest sets it.
    expect(process.env.NODE_ENV).toBe('test');
  });
});
