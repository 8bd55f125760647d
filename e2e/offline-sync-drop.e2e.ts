import { randomUUID } from 'node:crypto';
import { type BrowserContext, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import { authApi } from '#core/auth/auth.api.ts';
import type { LocationListItem } from '#core/locations/location.schema.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { apiPath, callApi } from './support/api.ts';
import { typeNamed } from './support/backend.ts';
import { baseUrl, screenshot } from './support/browser.ts';
import { e2eServer } from './support/e2e-server.ts';
import { currentMarinaId, runTag } from './support/locations.ts';
import {
  activityBodyOf,
  expectSyncedOnce,
  type InstalledPhone,
  installedPhone,
  interceptWrites,
  nextPowerReading,
  type QueuedEntry,
  readOutbox,
  type WireAction,
  type WireWrite,
  waitForKept,
} from './support/offline.ts';
import { paced } from './support/pace.ts';

/**
 * ADR 0021, issue 8: the connection drops in the middle of a sync. Each round queues a short
 * shift offline (check-ins, a meter reading with its photo, a note), goes back online with the
 * network failing part-way in a different way, then checks that the server has every entry
 * exactly once, in queue order, with its device time and its photo, and that the queue is empty.
 */
const PHOTO = new URL('./fixtures/meter-power-gps.jpg', import.meta.url).pathname;

let phone: InstalledPhone;
beforeAll(async () => {
  phone = await installedPhone('staff');
});
afterAll(() => phone?.close());

const badge = (page: Page) => page.getByTestId('sync-badge');

interface Targets {
  checkIns: LocationListItem[];
  meter: LocationListItem;
  noteAt: LocationListItem;
}

/**
 * A short shift in airplane mode, queue order: check-in, check-in, meter reading (photo), note,
 * check-in, check-in. Writes when sent: 0, 1 check-ins; 2 photo PUT, 3 photo registration,
 * 4 meter activity, 5 reading; 6 note; 7, 8 check-ins.
 */
async function queueShift(page: Page, targets: Targets, round: number): Promise<QueuedEntry[]> {
  const reading = await nextPowerReading(page, targets.meter.guid);
  // What the guard opens before walking out: the meter to read, and the location list.
  await page.goto(`/record-meter/${targets.meter.guid}/power`);
  await page.getByPlaceholder('Enter meter reading').waitFor();
  await waitForKept(
    page,
    apiPath(metersApi.recordMeter, { params: { locationGuid: targets.meter.guid, meterType: 'power' } }),
  );
  await keepLocationList(page);
  await page.context().setOffline(true);
  let queued = 0;
  const checkIn = async (location: LocationListItem) => {
    await page.goto(`/check-in/${location.guid}`);
    await page.getByTestId('check-in-queued').waitFor();
    await badge(page).getByText(`${++queued} waiting to sync`).waitFor();
  };
  await checkIn(targets.checkIns[0]!);
  await checkIn(targets.checkIns[1]!);
  await page.goto(`/record-meter/${targets.meter.guid}/power`);
  await page.getByLabel('Take Photo').setInputFiles(PHOTO);
  await page.getByTestId('photo-queued-note').waitFor();
  await page.getByPlaceholder('Enter meter reading').fill(reading);
  await page.getByRole('button', { name: 'Save Reading' }).click();
  await badge(page).getByText(`${++queued} waiting to sync`).waitFor();
  await page.goto(`/location/${targets.noteAt.guid}`);
  await page.getByPlaceholder(/What did you see/).fill(`Round ${round}: gate left open`);
  await page.getByRole('button', { name: 'Save Note' }).click();
  await badge(page).getByText(`${++queued} waiting to sync`).waitFor();
  await checkIn(targets.checkIns[2]!);
  await checkIn(targets.checkIns[3]!);
  const entries = await readOutbox(page);
  expect(entries.map((e) => e.kind)).toEqual([
    'check-in',
    'check-in',
    'meter-reading',
    'note',
    'check-in',
    'check-in',
  ]);
  return entries;
}

/** The guard opens the location list while online: check-ins anywhere in it work offline. */
async function keepLocationList(page: Page): Promise<void> {
  const since = await page.evaluate(() => Date.now());
  await page.goto('/locations');
  await page.getByRole('heading', { name: 'Locations' }).first().waitFor();
  // This visit's answer, not one kept by an earlier test on the same phone.
  await waitForKept(page, locationsApi.list.path, since);
}

/** The activity guids in the order the server created them (its 201 answers on the wire). */
const created = (writes: WireWrite[]) =>
  writes
    .filter(
      (w) =>
        w.path === activitiesApi.create.path &&
        (w.outcome === 201 ||
          (typeof w.outcome === 'object' && 'lost' in w.outcome && w.outcome.lost === 201)),
    )
    .map((w) => w.guid);

const activityGuid = (entry: QueuedEntry) => activityBodyOf(entry).guid as string;

interface Round {
  name: string;
  /** What the network does with each write (`healed`: the signal is back). */
  cut: (write: Omit<WireWrite, 'outcome'>, healed: boolean) => WireAction;
  /** How the signal comes back once the cut has hit. */
  heal: (context: BrowserContext) => Promise<void>;
}

const ROUNDS: Round[] = [
  {
    // Signal gone after three writes: the third is the photo's registration, mid-entry.
    name: 'the connection drops after three writes',
    cut: (write, healed) => (write.index >= 3 && !healed ? 'abort' : 'pass'),
    heal: async () => {},
  },
  {
    // The nasty case: the server stores it, the phone never hears back, for each kind of write.
    name: 'answers are lost after the server stored the write',
    cut: (() => {
      const lost = new Set<string>();
      return (write) => {
        const kind = write.path.startsWith('/img/') ? 'PUT /img' : `${write.method} ${write.path}`;
        if (write.index === 0 || lost.has(kind)) return 'pass';
        lost.add(kind);
        return 'lose';
      };
    })(),
    heal: async () => {},
  },
  {
    // Airplane mode switched on while the reading itself is on its way.
    name: 'the phone goes offline in the middle of the meter reading',
    cut: (write) => (write.index === 5 ? 'offline' : 'pass'),
    heal: (context) => context.setOffline(false),
  },
  {
    // A deploy or overload: the proxy answers 503 to the photo upload and to a later check-in.
    name: 'the server answers 503 in the middle',
    cut: (write) => (write.index === 2 || write.index === 7 ? { status: 503 } : 'pass'),
    heal: async () => {},
  },
];

describe('a sync that loses its connection part-way', () => {
  it(
    'sends every entry exactly once, in order, whatever the cut',
    async () => {
      const { context, page, leaves } = phone;
      // Away from the locations the other offline tests use.
      const pool = leaves.slice(-(ROUNDS.length * 6));
      expect(pool).toHaveLength(ROUNDS.length * 6);

      for (const [i, round] of ROUNDS.entries()) {
        const group = pool.slice(i * 6, i * 6 + 6);
        const entries = await queueShift(
          page,
          { checkIns: group.slice(0, 4), meter: group[4]!, noteAt: group[5]! },
          i + 1,
        );
        let healed = false;
        const wire = await interceptWrites(context, (write) => round.cut(write, healed));
        await context.setOffline(false);
        // The cut hits, the sync stops part-way: some entries sent, the rest still on the phone.
        await expect
          .poll(() => wire.writes.some((w) => typeof w.outcome !== 'number'), { timeout: paced(20_000) })
          .toBe(true);
        await expect
          .poll(async () => (await readOutbox(page)).length, { timeout: paced(10_000) })
          .toBeLessThan(6);
        const left = await readOutbox(page);
        expect(left.length, round.name).toBeGreaterThan(0);
        expect(
          left.every((e) => e.status === 'pending'),
          round.name,
        ).toBe(true);
        await screenshot(page, `offline-drop-${i + 1}-cut`);
        healed = true;
        await round.heal(context);
        // The back-off timer (2 s) or the network returning sends the rest.
        await page.getByTestId('sync-status').waitFor({ state: 'detached', timeout: paced(30_000) });
        await wire.stop();
        expect(await readOutbox(page), round.name).toEqual([]);
        expect(created(wire.writes), round.name).toEqual(entries.map(activityGuid));
        await expectSyncedOnce(page, entries);
        console.log(
          `[offline-drop] ${round.name}: ${wire.writes
            .map(
              (w) =>
                `${w.index}:${w.method} ${w.path.split('/').slice(0, 3).join('/')} ${JSON.stringify(w.outcome)}`,
            )
            .join(', ')}`,
        );
      }
    },
    paced(240_000),
  );

  it("turns a queued check-in's banner into the sent one once it syncs", async () => {
    const { context, page } = phone;
    const [target] = phone.leaves.slice(-32, -31);
    await keepLocationList(page);
    await context.setOffline(true);
    await page.goto(`/check-in/${target!.guid}`);
    await page.getByTestId('check-in-queued').waitFor();
    await context.setOffline(false);
    await page
      .getByTestId('check-in-banner')
      .getByText(`Successfully checked in at ${target!.name}`, { exact: true })
      .waitFor();
    expect(await page.getByTestId('check-in-queued').count()).toBe(0);
    await expect.poll(async () => (await readOutbox(page)).length).toBe(0);
  });

  it('sends from one tab at a time, and a save in the other tab during a sync goes right after', async () => {
    const { context, page } = phone;
    const [first, second, third] = phone.leaves.slice(-27, -24);
    const checkedIn = (tab: Page) =>
      tab.locator('[data-testid="check-in-banner"][data-phase="success"]').waitFor();
    const checkIn = async (tab: Page, location: LocationListItem) => {
      await tab.goto(`/check-in/${location.guid}`);
      await checkedIn(tab);
    };
    await keepLocationList(page);
    await context.setOffline(true);
    await checkIn(page, first!);
    await checkIn(page, second!);
    const other = await context.newPage();
    await other.goto('/locations');
    await badge(other).getByText('2 waiting to sync').waitFor();
    // Both tabs hear the network return; the first write's answer is slow to come back.
    let answer: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let sender: Page | null = null;
    const wire = await interceptWrites(context, (write) => {
      if (write.index > 0) return 'pass';
      sender = write.page;
      return { answerAfter: () => slow };
    });
    await context.setOffline(false);
    await expect.poll(() => wire.seen()).toBe(1);
    // Meanwhile the guard checks in, online, in the tab that is not sending.
    const idle = sender === page ? other : page;
    await idle.goto(`/check-in/${third!.guid}`);
    await expect.poll(async () => (await readOutbox(idle)).length).toBe(3);
    answer();
    // It is sent as soon as the other tab's run is done, and the screen says so.
    await checkedIn(idle);
    expect(await idle.getByTestId('check-in-queued').count()).toBe(0);
    await expect.poll(async () => (await readOutbox(page)).length, { timeout: paced(10_000) }).toBe(0);
    await idle.getByTestId('sync-status').waitFor({ state: 'detached' });
    await wire.stop();
    await other.close();
    // One sender: each check-in went over the wire once, in the order saved.
    const activities = wire.writes.filter((w) => w.path === activitiesApi.create.path);
    expect(activities.map((w) => [w.outcome])).toEqual([[201], [201], [201]]);
    expect(new Set(activities.map((w) => w.guid)).size).toBe(3);
  });

  it('resends, once, a step whose answer was lost to a reload, and goes on at the next open', async () => {
    const { context, page } = phone;
    const targets = phone.leaves.slice(-24, -21);
    await keepLocationList(page);
    await context.setOffline(true);
    for (const [i, location] of targets.entries()) {
      await page.goto(`/check-in/${location.guid}`);
      await badge(page)
        .getByText(`${i + 1} waiting to sync`)
        .waitFor();
    }
    const entries = await readOutbox(page);
    // The second check-in reaches the server; before its answer arrives the app is reloaded.
    const wire = await interceptWrites(context, (write) =>
      write.index === 1 ? { answerAfter: () => page.reload() } : 'pass',
    );
    await context.setOffline(false);
    await expect.poll(async () => (await readOutbox(page)).length, { timeout: paced(30_000) }).toBe(0);
    await wire.stop();
    const guids = entries.map(activityGuid);
    expect(
      wire.writes.filter((w) => w.path === activitiesApi.create.path).map((w) => [w.guid, w.outcome]),
    ).toEqual([
      [guids[0], 201],
      [guids[1], 201],
      [guids[1], 200],
      [guids[2], 201],
    ]);
    await expectSyncedOnce(page, entries);
  });

  it('keeps an entry the server refuses, shows it with the reason, and sends the ones after it', async () => {
    const { context, page } = phone;
    // The office, on its own session: a location the guard will check in at, removed meanwhile.
    const office = await request.newContext({ baseURL: baseUrl() });
    const { email, password } = e2eServer().demoLogins.admin;
    expect((await callApi(office, authApi.signIn, { body: { email, password } })).ok()).toBe(true);
    const marinaId = await currentMarinaId(page);
    const slipType = await typeNamed(page, marinaId, 'slip');
    const made = await callApi(office, locationsApi.create, {
      body: {
        guid: randomUUID(),
        marinaId,
        name: `Gone ${runTag()}`,
        typeId: slipType.guid,
        status: 'active',
      },
    });
    expect(made.status()).toBe(201);
    const gone = (await made.json()) as { guid: string };
    const [before, after] = phone.leaves.slice(-21, -19);
    await keepLocationList(page);
    await context.setOffline(true);
    for (const [i, location] of [before!, gone, after!].entries()) {
      await page.goto(`/check-in/${location.guid}`);
      await badge(page)
        .getByText(`${i + 1} waiting to sync`)
        .waitFor();
    }
    const entries = await readOutbox(page);
    expect(
      (await callApi(office, locationsApi.remove, { params: { guid: gone.guid }, query: { marinaId } })).ok(),
    ).toBe(true);
    await office.dispose();

    await context.setOffline(false);
    await page
      .getByTestId('sync-status')
      .getByText('1 not accepted')
      .waitFor({ timeout: paced(20_000) });
    await expect
      .poll(async () => (await readOutbox(page)).map((e) => [e.guid, e.status]))
      .toEqual([[entries[1]!.guid, 'refused']]);
    await expectSyncedOnce(page, [entries[0]!, entries[2]!]);
    // The guard opens the list: the entry is there with the server's reason until dismissed.
    await page.getByTestId('sync-status').click();
    const row = page.getByTestId('outbox-entry');
    await expect.poll(() => row.getAttribute('data-status')).toBe('refused');
    expect(await row.textContent()).toContain('Not accepted by the server: Location not found');
    await screenshot(page, 'offline-drop-refused');
    await row.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByTestId('sync-status').waitFor({ state: 'detached' });
    expect(await readOutbox(page)).toEqual([]);
  });
});
