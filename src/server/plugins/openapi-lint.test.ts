import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lint, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  dir = mkdtempSync(join(tmpdir(), 'dockwatch-openapi-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Issue 16: the document is for integrators, checked as one would: Redocly's recommended rules. */
describe('OpenAPI document, linted', () => {
  it("passes Redocly's recommended lint with no error", async () => {
    const file = join(dir, 'openapi.json');
    // The document is served by the OpenAPI plugin, outside the catalogue: its URL is a literal.
    writeFileSync(file, (await t.app.inject({ url: '/api/docs/json' })).body);
    const problems = await lint({ ref: file, config: await loadConfig({}) });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`);
    expect(errors).toEqual([]);
    // Warnings are reported, not judged: a redirect has no 2xx answer, there is no licence.
    const warnings = problems.filter((problem) => problem.severity === 'warn');
    console.info(`[openapi lint] 0 errors, ${warnings.length} warnings`);
  });
});
