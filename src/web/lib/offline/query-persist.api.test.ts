/**
 * Offline reads (ADR 0021): the app's query function against a real Dockwatch server, keeping
 * answers in IndexedDB (fake-indexeddb) and answering from them when the network is down.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationDetail, LocationListItem } from '#core/locations/location.schema.ts';
import type { MeterReadsPage, MeterReadsSummary } from '#core/meters/meter-reads-views.schema.ts';
import type { TestApp } from '#server/test/build-test-app.ts';
import { TEST_PASSWORD, type TestTenant } from '#server/test/factories.ts';
import { createLocation, createLocationType, type TestRow } from '#server/test/location-factories.ts';
import { addReading } from '#server/test/meter-factories.ts';
import { type App, Phone, phoneServer } from './test/phone.ts';

let t: TestApp;
let baseUrl: string;
let tenant: TestTenant;
let dock: TestRow;
let slip: TestRow;
let phone: Phone;

beforeAll(async () => {
  ({ t, baseUrl, tenant } = await phoneServer());
  const scope = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
  const dockType = await createLocationType(t.database.db, tenant.clientId, 'dock');
  const slipType = await createLocationType(t.database.db, tenant.clientId, 'slip');
  dock = await createLocation(t.database.db, scope, { name: 'Dock A', typeId: dockType.id });
  slip = await createLocation(t.database.db, scope, { name: 'A-1', typeId: slipType.id, parentId: dock.id });
});
afterAll(() => t.close());

beforeEach(() => {
  phone = new Phone(baseUrl);
});
afterEach(() => {
  vi.restoreAllMocks();
  phone.dispose();
});

const marinaId = () => tenant.marinas[0]!.guid;
const locationsKey = () => ['/api/locations', { marinaId: marinaId() }] as const;

/** What a screen's useQuery does: the default query function, always fetching (no cache hit). */
function query<T>(app: App, queryKey: readonly unknown[]): Promise<T> {
  return app.queryClient.fetchQuery<T>({
    queryKey,
    queryFn: app.getQueryFn<T>({ on401: 'throw' }),
    staleTime: 0,
  });
}

/**
 * The persisted answers are written just after the query resolves (and a sign-out's wipe just
 * after it answers): let those start, then wait for the write queue, however slow the machine.
 */
async function landed(app: App): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 30));
  await app.persist.persistedWritesSettled();
}

async function storedKeys(app: App): Promise<string[]> {
  return (await (await app.db.offlineDb()).getAllKeys('queries')) as string[];
}

async function signedInApp(email = tenant.staff.email): Promise<App> {
  await phone.signIn(email, TEST_PASSWORD);
  return phone.open();
}

describe('offline reads', () => {
  it('answers from the network online, and from the kept answer when the network is down', async () => {
    const app = await signedInApp();
    const online = await query<LocationListItem[]>(app, locationsKey());
    expect(online.map((l) => l.name).sort()).toEqual(['A-1', 'Dock A']);
    await landed(app);
    expect(await storedKeys(app)).toContain(JSON.stringify(locationsKey()));

    phone.online = false;
    expect(await query(app, locationsKey())).toEqual(online);
    // A path that was never fetched has nothing to fall back on.
    await expect(query(app, ['/api/shifts', { marinaId: marinaId() }])).rejects.toBeInstanceOf(TypeError);
    // The copy survives the app being closed and opened again offline, the user with it.
    const reopened = await phone.open();
    expect(reopened.queryClient.getQueryData(['/api/auth/user'])).toMatchObject({ guid: tenant.staff.guid });
    expect(await query(reopened, locationsKey())).toEqual(online);
  });

  it('keeps every page of the meter reads history and its summary, each under its own key', async () => {
    const scope = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
    for (const [i, value] of ['10', '20', '30'].entries())
      await addReading(t.database.db, scope, slip.id, value, new Date(Date.now() - (3 - i) * 3600_000));
    const app = await signedInApp();
    // As the history screen asks (decision 0046): pages of the list, then the summary.
    const filters = { marinaId: marinaId(), meterType: 'power' };
    const pageKey = (after?: string) => ['/api/meter-reads', { ...filters, limit: 2, paged: 'true', after }];
    const first = await query<MeterReadsPage>(app, pageKey());
    const second = await query<MeterReadsPage>(app, pageKey(first.nextCursor!));
    const summaryKey = ['/api/meter-reads/summary', filters];
    const summary = await query<MeterReadsSummary>(app, summaryKey);
    expect([first.items.length, second.items.length, second.nextCursor, summary.count]).toEqual([
      2,
      1,
      null,
      3,
    ]);
    await landed(app);

    phone.online = false;
    const reopened = await phone.open();
    expect(await query(reopened, pageKey())).toEqual(first);
    expect(await query(reopened, pageKey(first.nextCursor!))).toEqual(second);
    expect(await query(reopened, summaryKey)).toEqual(summary);
  });

  it('never hides an answer of the server (or of a proxy) behind the kept copy', async () => {
    const app = await signedInApp();
    await query(app, locationsKey());
    await landed(app);
    phone.fault = () => ({ status: 503 });
    await expect(query(app, locationsKey())).rejects.toMatchObject({ name: 'ApiError', status: 503 });
    phone.fault = () => undefined;
    await expect(query(app, [`/api/locations/${randomUUID()}`])).rejects.toMatchObject({ status: 404 });
  });

  it('opens a check-in offline at a location whose page was never opened, from the kept list', async () => {
    const app = await signedInApp();
    await query(app, locationsKey());
    await landed(app);
    phone.online = false;
    const detail = await query<LocationDetail>(app, [`/api/check-in/${slip.guid}`]);
    expect(detail).toMatchObject({
      guid: slip.guid,
      name: 'A-1',
      parent: { guid: dock.guid, name: 'Dock A' },
    });
    const parent = await query<LocationDetail>(app, [`/api/check-in/${dock.guid.toUpperCase()}`]);
    expect(parent.children.map((c) => c.name)).toEqual(['A-1']);
    await expect(query(app, [`/api/check-in/${randomUUID()}`])).rejects.toBeInstanceOf(TypeError);
  });

  it("keeps the screens' compact list, and answers it and a never-opened check-in from it offline", async () => {
    const app = await signedInApp();
    const options = () => ({ ...app.marinaLocations.marinaLocationsQueryOptions(marinaId()), staleTime: 0 });
    const online = await app.queryClient.fetchQuery(options());
    // The same items the full list has: the screens see no difference.
    expect(online).toEqual(await query<LocationListItem[]>(app, locationsKey()));
    expect(phone.sent.map((s) => s.path)).toContain(`/api/locations?marinaId=${marinaId()}&view=compact`);
    await landed(app);
    expect(await storedKeys(app)).toContain(JSON.stringify(options().queryKey));
    await (await app.db.offlineDb()).delete('queries', JSON.stringify(locationsKey()));

    phone.online = false;
    expect(await app.queryClient.fetchQuery(options())).toEqual(online);
    const detail = await query<LocationDetail>(app, [`/api/check-in/${slip.guid}`]);
    expect(detail).toMatchObject({
      guid: slip.guid,
      name: 'A-1',
      parent: { guid: dock.guid, name: 'Dock A' },
    });
  });

  it('wipes what one user saw when they sign out or another user signs in', async () => {
    const app = await signedInApp();
    await query(app, locationsKey());
    await landed(app);
    await phone.signOut();
    await landed(app);
    expect(await storedKeys(app)).toEqual([]);

    await phone.signIn(tenant.staff.email, TEST_PASSWORD);
    await query(app, locationsKey());
    await landed(app);
    expect(await storedKeys(app)).toHaveLength(2);
    await phone.signOut();
    await phone.signIn(tenant.admin.email, TEST_PASSWORD);
    await landed(app);
    expect(await storedKeys(app)).toEqual([JSON.stringify(['/api/auth/user'])]);
    const [user] = await (await app.db.offlineDb()).getAll('queries');
    expect(user).toMatchObject({ userGuid: tenant.admin.guid, data: { guid: tenant.admin.guid } });
  });

  it('lands a new user wipe before that user first answers (writes go in order)', async () => {
    const app = await signedInApp();
    await query(app, locationsKey());
    await landed(app);
    // Not awaited in between: the wipe for the new user must not land after their answer.
    const writes = [
      app.persist.persistQuery(['/api/auth/user'], { guid: tenant.admin.guid }),
      app.persist.persistQuery(['/api/shifts', { marinaId: marinaId() }], []),
    ];
    await Promise.all(writes);
    expect((await storedKeys(app)).sort()).toEqual(
      [JSON.stringify(['/api/auth/user']), JSON.stringify(['/api/shifts', { marinaId: marinaId() }])].sort(),
    );
  });

  it('keeps at most 500 answers, the oldest going first', async () => {
    const app = await phone.open();
    let now = Date.parse('2026-11-24T05:00:00Z');
    vi.spyOn(Date, 'now').mockImplementation(() => now++);
    await app.persist.persistQuery(['/api/auth/user'], { guid: tenant.staff.guid });
    const writes = [];
    for (let i = 0; i < 549; i++) writes.push(app.persist.persistQuery(['/api/issues', { page: i }], [i]));
    await Promise.all(writes);
    const keys = await storedKeys(app);
    expect(keys).toHaveLength(app.persist.MAX_PERSISTED_QUERIES);
    // The user's own answer was the oldest: it went first, then the first 49 pages.
    expect(keys).not.toContain(JSON.stringify(['/api/auth/user']));
    expect(keys).not.toContain(JSON.stringify(['/api/issues', { page: 48 }]));
    expect(keys).toContain(JSON.stringify(['/api/issues', { page: 49 }]));
    expect(keys).toContain(JSON.stringify(['/api/issues', { page: 548 }]));
  });
});

describe('the offline database', () => {
  it('opens again after an open that failed, instead of failing for the rest of the session', async () => {
    // The app's first open fails the way IndexedDB fails: later, with an error on the request.
    const realOpen = phone.indexedDB.open.bind(phone.indexedDB);
    await new Promise((resolve) => {
      const newer = realOpen('newer', 2);
      newer.onsuccess = () => resolve(newer.result.close());
    });
    const errors: string[] = [];
    phone.indexedDB.open = (name: string, version?: number) => {
      if (errors.length > 0) return realOpen(name, version);
      const request = realOpen('newer', 1);
      request.addEventListener('error', () => errors.push(request.error!.name));
      return request;
    };
    const app = await phone.open();
    expect(errors).toEqual(['VersionError']);
    const db = await app.db.offlineDb();
    expect([...db.objectStoreNames].sort()).toEqual(['outbox', 'queries']);
  });

  it('lets a newer app version upgrade it while this one is open, and the queue survives', async () => {
    const app = await signedInApp();
    await app.outbox.enqueue({
      guid: randomUUID(),
      label: 'Note',
      userGuid: tenant.staff.guid,
      locationGuid: slip.guid,
      recordedAt: new Date().toISOString(),
      calls: [{ endpoint: 'createActivity', input: { body: { guid: randomUUID() } } }],
      done: 0,
      status: 'pending',
      attempts: 0,
    });
    const next = app.db.OFFLINE_DB_VERSION + 1;
    // What a next version does: open with a higher version and add a store in its upgrade.
    const upgraded = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = phone.indexedDB.open(app.db.OFFLINE_DB_NAME, next);
      request.onupgradeneeded = () => request.result.createObjectStore('drafts', { keyPath: 'id' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('blocked by the open app'));
    });
    expect([...upgraded.objectStoreNames].sort()).toEqual(['drafts', 'outbox', 'queries']);
    const entries = await new Promise<unknown[]>((resolve) => {
      const all = upgraded.transaction('outbox').objectStore('outbox').getAll();
      all.onsuccess = () => resolve(all.result);
    });
    expect(entries).toHaveLength(1);
    upgraded.close();
  });
});
