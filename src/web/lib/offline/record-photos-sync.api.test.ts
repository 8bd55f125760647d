/**
 * Photos on issues and notes in the offline queue (ADR 0032), against a real server: the photos go
 * up first (each through its own POST /api/uploads slot), then the write names them; a photo the
 * server refuses is left out and the text still arrives.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import { noteBody } from '#core/locations/location-note.ts';
import { activities, issues, recordPhotos } from '#server/db/schema/index.ts';
import type { TestApp } from '#server/test/build-test-app.ts';
import { TEST_PASSWORD, type TestTenant } from '#server/test/factories.ts';
import { tinyJpeg } from '#server/test/image-fixtures.ts';
import { createLocation, createLocationType, type TestRow } from '#server/test/location-factories.ts';
import { issueWrite } from '#web/features/issues/api/offline-issues.ts';
import { queuedCall } from '#web/lib/call.ts';
import { queuedPhotos } from '#web/lib/photos/queued-photos.ts';
import type { OutboxEntry } from './outbox-types.ts';
import { type App, Phone, phoneServer } from './test/phone.ts';

let t: TestApp;
let baseUrl: string;
let tenant: TestTenant;
let dock: TestRow;
let phone: Phone;
const db = () => t.database.db;

beforeAll(async () => {
  ({ t, baseUrl, tenant } = await phoneServer());
  const type = await createLocationType(db(), tenant.clientId, 'dock');
  dock = await createLocation(
    db(),
    { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id },
    { name: 'Dock P', typeId: type.id },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  phone = new Phone(baseUrl);
});
afterEach(() => phone.dispose());

async function signedIn(): Promise<App> {
  await phone.signIn(tenant.staff.email, TEST_PASSWORD);
  const app = await phone.open();
  phone.sent.length = 0;
  return app;
}

const jpeg = () => new Blob([new Uint8Array(tinyJpeg())], { type: 'image/jpeg' });
const notAnImage = () => new Blob(['<html>not a photo</html>'], { type: 'image/jpeg' });
const outbox = async (app: App) => (await (await app.db.offlineDb()).getAll('outbox')) as OutboxEntry[];
const sentTo = (method: string, path: string) =>
  phone.sent.filter((s) => s.method === method && s.path.startsWith(path));

const issueBody = (title: string) => ({
  guid: randomUUID(),
  title,
  priority: 'medium' as const,
  locationId: dock.guid,
  marinaId: tenant.marinas[0]!.guid,
});

async function photosOfIssue(guid: string) {
  return db()
    .select({ guid: recordPhotos.guid, position: recordPhotos.position })
    .from(recordPhotos)
    .innerJoin(issues, eq(issues.id, recordPhotos.issueId))
    .where(eq(issues.guid, guid))
    .orderBy(asc(recordPhotos.position));
}

describe('photos on issues and notes in the outbox', () => {
  it('sends an issue saved offline with two photos once: the photos first, then the issue naming them in order', async () => {
    const app = await signedIn();
    const body = issueBody('Broken ladder');
    phone.online = false;
    const saved = await app.queue.queueWrite(issueWrite(body, 'Dock P', [jpeg(), jpeg()]));
    phone.online = true;
    expect(saved).toEqual({ outcome: 'queued' });
    expect(phone.sent).toEqual([]);

    await app.sync.syncOutbox();

    expect(await outbox(app)).toEqual([]);
    expect(
      phone.sent.map((s) => `${s.method} ${s.path.split('?')[0]!.replace(/[0-9a-f-]{36}/, ':guid')}`),
    ).toEqual([
      'POST /api/uploads',
      'PUT /img/:guid',
      'POST /api/uploads',
      'PUT /img/:guid',
      'POST /api/issues',
    ]);
    const slots = sentTo('PUT', '/img/').map((s) => s.path.slice(5, 41));
    const stored = await photosOfIssue(body.guid);
    expect(stored.map((p) => p.guid)).toEqual(slots);
    expect(await db().select().from(issues).where(eq(issues.guid, body.guid))).toHaveLength(1);
  });

  it('leaves out a photo the storage refuses, still sends the text, and keeps the reason for the guard', async () => {
    const app = await signedIn();
    const body = issueBody('Gate hinge');
    phone.online = false;
    await app.queue.queueWrite(issueWrite(body, 'Dock P', [notAnImage(), jpeg()]));
    phone.online = true;

    await app.sync.syncOutbox();

    const stored = await photosOfIssue(body.guid);
    expect(stored).toHaveLength(1);
    const [entry] = await outbox(app);
    expect(entry).toMatchObject({ guid: body.guid, status: 'arrived-partly', done: 1 });
    expect(entry!.errorStatus).toBeUndefined();
    expect(entry!.error).toMatch(/^Saved without 1 photo: The photo must be a JPEG, PNG, WebP or HEIC image/);
    // Kept for the guard to read and dismiss, never sent again.
    await app.sync.syncOutbox();
    expect(sentTo('POST', '/api/issues')).toHaveLength(1);
  });

  it('sends a note again without a photo its registration refused, and reports it to the screen saving online', async () => {
    const app = await signedIn();
    const guid = randomUUID();
    // A photo another note already holds: the registration names it (400).
    const first = randomUUID();
    const other = await app.queue.queueWrite(withPhotos(first, [jpeg()]));
    expect(other).toEqual({ outcome: 'sent' });
    const taken = (
      await db()
        .select({ guid: recordPhotos.guid })
        .from(recordPhotos)
        .innerJoin(activities, eq(activities.id, recordPhotos.activityId))
        .where(eq(activities.guid, first))
    )[0]!.guid;

    const entry = withPhotos(guid, [jpeg()]);
    // What a phone would hold after its own upload: the photo stored, its guid the one taken.
    entry.photos![0] = { ...entry.photos![0]!, imageGuid: taken, uploadURL: '/img/x', stored: true };
    const result = await app.queue.queueWrite(entry);

    expect(result).toEqual({
      outcome: 'sent',
      photosLeftOut: 'Saved without 1 photo: the photo belongs to another record',
    });
    const notes = await db()
      .select()
      .from(activities)
      .where(inArray(activities.guid, [guid]));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.comment).toBe('Gate left open');
    expect(await outbox(app)).toEqual([]);
  });
});

function withPhotos(guid: string, files: Blob[]) {
  const queued = queuedPhotos(tenant.marinas[0]!.guid, noteBody(guid, dock.guid, 'Gate left open'), files);
  return {
    guid,
    label: 'Note at Dock P',
    locationGuid: dock.guid,
    calls: [queuedCall(activitiesEndpoints.create, { body: queued.body })],
    photos: queued.photos,
  };
}
