import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openTestDatabase, testConfig } from '#server/test/build-test-app.ts';

describe('routes outside the catalogue', () => {
  it('cannot be registered under /api or /img, by hand or for a catalogue path', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database.db });
    try {
      expect(() => app.get('/api/unlisted', async () => ({}))).toThrow(/not in the endpoint catalogue/);
      expect(() => app.get('/img/:guid/thumb', async () => ({}))).toThrow(/not in the endpoint catalogue/);
      expect(() => app.post('/api/issues', async () => ({}))).toThrow(/register it with registerEndpoint/);
      // Elsewhere (the web app's pages, test-only walls) routes are free.
      expect(() => app.get('/test-only/free', async () => ({}))).not.toThrow();
    } finally {
      await app.close();
      await database.close();
    }
  });
});
