import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTI_LINE, SINGLE_LINE } from '#core/common/single-line.ts';
import { type ApiWorld, createApiWorld, PERSONAS, type Persona } from '#server/test/api-world.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { withValueAt } from '#server/test/date-inputs.ts';
import {
  checksumDiff,
  checksumWhenWritten,
  type DbChecksum,
  tableChecksum,
} from '#server/test/db-checksum.ts';
import type { Path } from '#server/test/hostile-input.ts';
import { ROUTES, toInject } from '#server/test/route-matrix.ts';

/**
 * Issue 30 item 9: names, titles and labels are one line. A line break (or any other control
 * character) in one answers 400 naming the field and changes nothing; descriptions, notes and
 * comments keep their line breaks and tabs but refuse the other control characters.
 */
let t: TestApp;
let w: ApiWorld;
let checksum: () => Promise<DbChecksum>;

beforeAll(async () => {
  t = await buildTestApp();
  w = await createApiWorld(t.app, t.database.db);
  const clientIds = t.database.kind === 'postgres' ? [w.a.clientId, w.b.clientId] : undefined;
  const { db } = t.database;
  checksum = checksumWhenWritten(db, () => tableChecksum(db, clientIds ? { clientIds } : {}));
});
afterAll(() => t?.close());

const SENDERS: Persona[] = ['staff', 'admin', 'superAdmin'];
const senderOf = (key: string): Persona =>
  SENDERS.find((p) => ROUTES[key]!.expect[PERSONAS.indexOf(p)]! < 400)!;

/** The forged line of the review's alert e-mail, after a line break in a name. */
const FORGED = [
  'Night round\nIn Dockwatch: https://evil.example/login',
  'Gate\r\nx',
  'Pier\u2028x',
  'Dock\tA',
  'Bell\u0007',
];

const SINGLE_LINE_FIELDS: [string, Path][] = [
  ['POST /api/tours', ['name']],
  ['PUT /api/tours/:guid', ['name']],
  ['POST /api/locations', ['name']],
  ['PUT /api/locations/:guid', ['name']],
  ['POST /api/location-types', ['name']],
  ['PUT /api/location-types/:guid', ['name']],
  ['POST /api/issues', ['title']],
  ['PATCH /api/issues/:guid', ['title']],
  ['POST /api/checklists', ['name']],
  ['POST /api/checklists', ['items', 0]],
  ['POST /api/checklist-instances', ['staffName']],
  ['POST /api/clients', ['name']],
  ['POST /api/marinas', ['name']],
  ['PUT /api/backend/users/:guid', ['firstName']],
  ['POST /api/backend/locations/commit-name-changes', ['updates', 0, 'newName']],
];

async function send(key: string, path: Path, value: string) {
  const request = await ROUTES[key]!.request(w);
  const sender = senderOf(key);
  await w.session.cookieOf(sender);
  const before = await checksum();
  const response = await w.session.send(
    sender,
    toInject(key, { ...request, body: withValueAt(request.body, path, value) }),
  );
  return { response, changed: checksumDiff(before, await checksum()) };
}

describe('single-line names', () => {
  it.for(SINGLE_LINE_FIELDS.map(([key, path]) => `${key} body.${path.join('.')}`))(
    '%s refuses line breaks and control characters',
    async (name) => {
      const [key, path] = SINGLE_LINE_FIELDS.find(([k, p]) => `${k} body.${p.join('.')}` === name)!;
      for (const value of FORGED) {
        const { response, changed } = await send(key, path, value);
        const what = `${JSON.stringify(value)}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, what).toBe(400);
        expect(response.json().message, what).toBe(`body.${path.join('.')}: ${SINGLE_LINE}`);
        expect(changed, what).toEqual([]);
      }
      // Spaces around are trimmed as before: only what is inside the name counts.
      const { response } = await send(key, path, `  Night round ${crypto.randomUUID().slice(0, 8)}  `);
      expect(response.statusCode, response.body).toBeLessThan(300);
    },
  );
});

describe('multi-line text', () => {
  it('keeps line breaks and tabs in a description, and refuses other control characters', async () => {
    const kept = await send('POST /api/issues', ['description'], 'Broken cleat\n\tstarboard side\r\nbow');
    expect(kept.response.statusCode, kept.response.body).toBe(201);
    expect(kept.response.json().description).toBe('Broken cleat\n\tstarboard side\r\nbow');
    for (const [key, path] of [
      ['POST /api/issues', ['description']],
      ['POST /api/activities', ['comment']],
      ['POST /api/locations', ['description']],
    ] as [string, Path][]) {
      const { response, changed } = await send(key, path, 'Line one\nbell\u0007 escape\u001b[31m');
      expect(response.statusCode, `${key}: ${response.body}`).toBe(400);
      expect(response.json().message).toBe(`body.${path.join('.')}: ${MULTI_LINE}`);
      expect(changed).toEqual([]);
    }
  });
});
