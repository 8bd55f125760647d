import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type BrowserContext, chromium, type Page, type Response, type Route } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import type { Activity } from '#core/activity/activity.schema.ts';
import { routes } from '#core/api/routes.ts';
import type { LocationListItem } from '#core/locations/location.schema.ts';
import type { RecordMeterResponse } from '#core/meters/meter-reading.schema.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { isKept, waitForServiceWorker } from '../../scripts/support/offline-phone.ts';
import { callApi } from './api.ts';
import {
  baseUrl,
  cameraChromiumPath,
  chromiumPath,
  loginThroughForm,
  PHONE,
  stretchWaits,
} from './browser.ts';
import { launchArgs } from './chromium.ts';
import { e2eServer } from './e2e-server.ts';
import { marinaLocations } from './locations.ts';
import { paced } from './pace.ts';
import { watchPage } from './page-watch.ts';
import type { DemoRole } from './provided.ts';
import { loginInSpanish } from './spanish.ts';

export { waitForServiceWorker };

/** A browser profile on disk, so IndexedDB and the service worker survive a browser restart. */
export const newProfileDir = () => mkdtempSync(join(tmpdir(), 'dockwatch-offline-'));

/**
 * `fakeCameraVideo`: a Y4M file Chromium's fake camera plays in a loop (the full browser then,
 * which has the media stack the headless shell lacks).
 */
export async function launchPhoneProfile(
  profileDir: string,
  { fakeCameraVideo, locale = 'en-US' }: { fakeCameraVideo?: string; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const camera = fakeCameraVideo
    ? ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${fakeCameraVideo}`]
    : [];
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: fakeCameraVideo ? cameraChromiumPath : chromiumPath,
    headless: true,
    // The run's Chromium flags: no background networking or component updates, as in the shared browser.
    args: [...launchArgs, ...camera],
    baseURL: baseUrl(),
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale,
  });
  stretchWaits(context);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 38.9784, longitude: -76.4922, accuracy: 7 });
  const page = context.pages()[0] ?? (await context.newPage());
  watchPage(page, [], { network: false });
  return { context, page };
}

export interface QueuedEntry {
  guid: string;
  recordedAt: string;
  status: string;
  calls: { endpoint: string; input: { params?: Record<string, string>; body?: Record<string, unknown> } }[];
  /** Photos of an issue or a note (ADR 0032), without their bytes. */
  photos?: { stored?: boolean; refused?: string; imageGuid?: string }[];
  /** What the guard did, read from the entry's calls (the tests' name for it, never stored). */
  kind: string;
}

/** The write an entry is, from the endpoints it calls (and an activity's type). */
function kindOf(calls: QueuedEntry['calls']): string {
  const [first] = calls;
  if (first?.endpoint === 'createActivity') {
    if (calls.some((call) => call.endpoint === 'createMeterReading')) return 'meter-reading';
    return first.input.body?.type === 'comment' ? 'note' : 'check-in';
  }
  const kinds: Record<string, string> = {
    createIssue: 'issue',
    startOccupancyChecklist: 'occupancy-checklist',
    createOccupancyCheck: 'occupancy-check',
    deleteOccupancyCheck: 'occupancy-check',
    finalizeOccupancyChecklist: 'occupancy-finalize',
    startChecklist: 'checklist',
    saveChecklistInstance: 'checklist-items',
    saveShiftAnswers: 'shift-answers',
    answerSafetyCheck: 'safety-check',
  };
  return kinds[first?.endpoint ?? ''] ?? `unknown ${first?.endpoint}`;
}

/** The body of an entry's activity (a check-in, a note, a meter reading's activity). */
export const activityBodyOf = (entry: QueuedEntry) =>
  entry.calls.find((call) => call.endpoint === 'createActivity')!.input.body!;

/** The write queue as the app stored it in IndexedDB. */
export function readOutbox(page: Page): Promise<QueuedEntry[]> {
  const stored = page.evaluate(
    () =>
      new Promise<Omit<QueuedEntry, 'kind'>[]>((resolve, reject) => {
        const open = indexedDB.open('dockwatch-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) return resolve([]);
          const all = db.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            resolve(
              all.result.map(({ photo: _photo, photos, ...rest }) => ({
                ...rest,
                // Blobs do not cross into the test; how many photos wait, and how far each got.
                ...(photos
                  ? { photos: photos.map(({ blob: _blob, ...state }: { blob: Blob }) => state) }
                  : {}),
              })) as Omit<QueuedEntry, 'kind'>[],
            );
            db.close();
          };
        };
      }),
  );
  return stored.then((entries) => entries.map((entry) => ({ ...entry, kind: kindOf(entry.calls) })));
}

/** What the network does with one write (POST, PUT, PATCH, DELETE) on its way to the server. */
export type WireAction =
  /** Goes through. */
  | 'pass'
  /** Never reaches the server: the connection drops. */
  | 'abort'
  /** Reaches the server, which stores it, but the answer is lost: the page sees a failure. */
  | 'lose'
  /** The phone loses its signal (context offline) while this request is on its way. */
  | 'offline'
  /** Answered by something in between (a proxy, a load balancer) with this status. */
  | { status: number }
  /** Reaches the server at once; its answer comes back once what this starts settles (a slow link). */
  | { answerAfter: () => Promise<unknown> };

export interface WireWrite {
  method: string;
  path: string;
  /** The guid in a JSON body (the record it creates), if any. */
  guid: string | undefined;
  /** Writes seen before this one, from 0. */
  index: number;
  /** The tab that sent it. */
  page: Page | null;
  /** The status the server answered, or what became of it. */
  outcome: number | 'aborted' | 'offline' | { lost: number } | { proxy: number };
}

/**
 * Routes the page's writes to /api and /img through `decide` (reads go straight through), and
 * records each: a network between the phone and the server that can fail in the middle of a sync.
 */
export async function interceptWrites(
  context: BrowserContext,
  decide: (write: Omit<WireWrite, 'outcome'>) => WireAction,
): Promise<{ writes: WireWrite[]; seen(): number; stop(): Promise<void> }> {
  const writes: WireWrite[] = [];
  const pattern = /^https?:\/\/[^/]+\/(api|img)\//;
  let index = 0;
  const handler = async (route: Route) => {
    const request = route.request();
    const method = request.method();
    if (method === 'GET' || method === 'HEAD') return route.continue();
    let guid: string | undefined;
    try {
      guid = (request.postDataJSON() as { guid?: string } | null)?.guid;
    } catch {
      guid = undefined;
    }
    let page: Page | null = null;
    try {
      page = request.frame().page();
    } catch {
      page = null;
    }
    const write = { method, path: new URL(request.url()).pathname, guid, index: index++, page };
    const action = decide(write);
    const log = (outcome: WireWrite['outcome']) => writes.push({ ...write, outcome });
    if (action === 'abort') {
      log('aborted');
      return route.abort('connectionreset');
    }
    if (action === 'offline') {
      await context.setOffline(true);
      log('offline');
      return route.abort('internetdisconnected');
    }
    if (typeof action === 'object' && 'status' in action) {
      log({ proxy: action.status });
      return route.fulfill({ status: action.status, json: { message: 'Service Unavailable' } });
    }
    const response = await route.fetch();
    if (typeof action === 'object') {
      await action.answerAfter();
      log(response.status());
      // The tab may have been closed or reloaded meanwhile: then nobody is waiting for it.
      return route.fulfill({ response }).catch(() => undefined);
    }
    if (action === 'lose') {
      log({ lost: response.status() });
      return route.abort('connectionreset');
    }
    log(response.status());
    return route.fulfill({ response });
  };
  await context.route(pattern, handler);
  return { writes, seen: () => index, stop: () => context.unroute(pattern, handler) };
}

/** A plausible next power reading at a location: its last one plus its usual use. */
export async function nextPowerReading(page: Page, locationGuid: string): Promise<string> {
  const response = await callApi(page, metersApi.recordMeter, {
    params: { locationGuid, meterType: 'power' },
  });
  const data = (await response.json()) as RecordMeterResponse;
  const last = Number(data.lastReading?.reading ?? 1000);
  return (last + Math.max(Number(data.averageUse ?? 25.5), 1)).toFixed(3);
}

/**
 * The server has each queued entry exactly once, at its device time (so in queue order), and
 * each meter reading with its photo stored and linked.
 */
export async function expectSyncedOnce(page: Page, entries: QueuedEntry[]): Promise<void> {
  const times: string[] = [];
  for (const entry of entries) {
    const body = activityBodyOf(entry);
    const response = await callApi(page, activitiesApi.locationFeed, {
      params: { guid: String(body.locationId) },
      query: { limit: 100 },
    });
    expect(response.ok()).toBe(true);
    const matches = ((await response.json()) as Activity[]).filter((a) => a.guid === body.guid);
    expect(matches, `${entry.kind} ${entry.guid}`).toHaveLength(1);
    const timestamp = new Date(matches[0]!.timestamp!).toISOString();
    expect(timestamp, `${entry.kind} ${entry.guid}`).toBe(entry.recordedAt);
    times.push(timestamp);
    if (entry.kind !== 'meter-reading') continue;
    const reading = (await (
      await callApi(page, metersApi.readingOfActivity, { params: { guid: String(body.guid) } })
    ).json()) as {
      guid: string;
      meterImage?: { photoPath: string | null } | null;
    };
    expect(reading.guid).toBe(entry.guid);
    expect(reading.meterImage?.photoPath).toMatch(/^\/img\//);
    const photo = await page.request.get(reading.meterImage!.photoPath!);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/jpeg');
  }
  expect(times).toEqual([...times].sort());
}

/**
 * Deploys a new app version, the way a deploy does: it replaces files in the web build this
 * worker's server serves (its own copy, WEB_DIST: other workers' files never see the deploy). The new sw.js's precache manifest lists a new revision of index.html, and that
 * index.html is marked with <meta name="dockwatch-build" content="{build}">; the hashed bundles
 * keep their names (their code did not change). The .br and .gz copies beside each file (which
 * the server sends to browsers that accept them) are written anew too. Answers a function that
 * puts the original files back.
 */
export function deployNewVersion(build: string): () => void {
  const webDist = e2eServer().webDir;
  if (!webDist) throw new Error('a deploy needs the server this run started (not E2E_BASE_URL)');
  const originals = new Map<string, Buffer>();
  const replace = (name: string, change: (text: string) => string) => {
    const path = join(webDist, name);
    const text = change(readFileSync(path, 'utf8'));
    for (const [file, bytes] of [
      [path, Buffer.from(text)],
      [`${path}.br`, brotliCompressSync(text)],
      [`${path}.gz`, gzipSync(text)],
    ] as const) {
      if (!existsSync(file)) continue;
      originals.set(file, readFileSync(file));
      writeFileSync(file, bytes);
    }
  };
  const restore = () => {
    for (const [file, bytes] of originals) writeFileSync(file, bytes);
    originals.clear();
  };
  try {
    replace('sw.js', (worker) => {
      const entry = /\{url:"index\.html",revision:"([^"]+)"\}/.exec(worker);
      if (!entry) throw new Error('sw.js has no precache entry for index.html');
      return worker.replace(entry[0], `{url:"index.html",revision:"${entry[1]}-${build}"}`);
    });
    replace('index.html', (index) => {
      if (!index.includes('<head>')) throw new Error('index.html has no <head>');
      return index.replace('<head>', `<head><meta name="dockwatch-build" content="${build}">`);
    });
  } catch (error) {
    restore();
    throw error;
  }
  return restore;
}

export interface InstalledPhone {
  context: BrowserContext;
  page: Page;
  /** The current marina's locations without children (slips, buildings, places). */
  leaves: LocationListItem[];
  /** Closes the browser and removes its profile. */
  close(): Promise<void>;
}

/**
 * A phone with a profile on disk, signed in, the app installed (the service worker in control);
 * `spanish`: a phone whose language is Spanish, signed in through the Spanish sign-in page.
 * It types through the sign-in form (a session of its own): with the stored sign-in (`login`)
 * the phones' service worker did not take control in this first version (left to look into).
 */
export async function installedPhone(
  role: DemoRole,
  { spanish = false }: { spanish?: boolean } = {},
): Promise<InstalledPhone> {
  const profile = newProfileDir();
  const { context, page } = await launchPhoneProfile(profile, spanish ? { locale: 'es-ES' } : {});
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    await (spanish ? loginInSpanish : loginThroughForm)(page, role);
    await waitForServiceWorker(page);
    const all = await marinaLocations(page);
    return { context, page, leaves: all.filter((l) => !all.some((c) => c.parentId === l.guid)), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Waits until the app has kept (for offline reads) an answer of a GET of this path, saved at or after `since` (the page's clock). */
export async function waitForKept(page: Page, path: string, since = 0): Promise<void> {
  await expect.poll(() => isKept(page, path, since), { timeout: paced(10_000) }).toBe(true);
}

/** The paths (before their first parameter) of the reads the app keeps for offline use (ADR 0021). */
const KEPT_PREFIXES = [
  ...new Set(
    routes
      .filter((route) => route.method === 'GET' && route.offline === 'keep')
      .map((route) => route.path.split(':')[0]!),
  ),
];

/**
 * Records the reads the page answers from now on that the app keeps for offline use; the function
 * it gives waits until each of them is kept (IndexedDB), so the screen can be shown offline.
 */
export async function watchKeptReads(page: Page): Promise<() => Promise<void>> {
  const since = await page.evaluate(() => Date.now());
  const paths = new Set<string>();
  const onResponse = (response: Response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() !== 'GET' || !response.ok()) return;
    if (KEPT_PREFIXES.some((prefix) => pathname.startsWith(prefix))) paths.add(pathname);
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    for (const path of paths) await waitForKept(page, path, since);
  };
}

/**
 * The phone profiles of a test file: `open()` starts a browser on a profile (a new one unless
 * given) and closes the previous browser; everything is closed and deleted after the file.
 */
export function phoneProfiles() {
  const dirs: string[] = [];
  let current: BrowserContext | undefined;
  afterAll(async () => {
    await current?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return {
    async open(dir?: string): Promise<{ context: BrowserContext; page: Page; profile: string }> {
      await current?.close();
      const profile = dir ?? newProfileDir();
      if (!dirs.includes(profile)) dirs.push(profile);
      const { context, page } = await launchPhoneProfile(profile);
      current = context;
      return { context, page, profile };
    },
  };
}
