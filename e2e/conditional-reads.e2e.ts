/**
 * Conditional reads in the browser (issue 20, decision 0044): when the phone's signal comes back
 * the app refreshes its lists; an unchanged list is revalidated with the tag the app holds and
 * answered 304 (no body), the screen keeps showing it; after a write the list comes in full.
 */
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { callApi } from './support/api.ts';
import { launchBrowser, login, newPhonePage } from './support/browser.ts';
import { locationNamed } from './support/locations.ts';
import { paced } from './support/pace.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Seen {
  /** The list's view: the app asks for the compact one (decision 0045). */
  view: string | null;
  status: number;
  sentTag: string | null;
  etag: string | null;
}

/** Every answer to the marina's locations list, with the tag the app sent and the one it got. */
function watchLocationsList(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname !== locationsApi.list.path || response.request().method() !== locationsApi.list.method)
      return;
    seen.push({
      view: url.searchParams.get('view'),
      status: response.status(),
      sentTag: response.request().headers()['if-none-match'] ?? null,
      etag: response.headers().etag ?? null,
    });
  });
  return seen;
}

/** Signal lost and back: the app refreshes every list it shows (start-offline-sync.ts). */
async function signalBack(page: Page, seen: Seen[]): Promise<Seen> {
  const before = seen.length;
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect.poll(() => seen.length, { timeout: paced(15_000) }).toBeGreaterThan(before);
  return seen.at(-1)!;
}

describe('conditional reads', () => {
  it('revalidates an unchanged list with 304 and takes a changed one in full', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    // login, not addStoredSession: home, loaded first, has fetched the screens the app prefetches; on a
    // first load of /locations they are still on their way when signalBack cuts the signal.
    await login(page, 'staff');
    const seen = watchLocationsList(page);
    await page.goto('/locations');
    await page.getByRole('heading', { name: 'Locations', exact: true }).waitFor();
    await page.locator('[data-testid="location-tile"][title="Main Gate"]').waitFor();
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    const first = seen[0]!;
    expect(first).toMatchObject({ view: 'compact', status: 200, sentTag: null });
    expect(first.etag).toMatch(/^W\/"/);

    // Nothing changed: 304 to the tag the app holds. (A background job may write to the marina
    // meanwhile — planning a tour run — and then the answer is a full one: the next try is 304.)
    let again = await signalBack(page, seen);
    for (let tries = 1; again.status !== 304 && tries < 3; tries++) again = await signalBack(page, seen);
    expect(again.status).toBe(304);
    expect(again.sentTag).toBe(again.etag);
    await page.locator('[data-testid="location-tile"][title="Main Gate"]').waitFor();

    // A note at Main Gate changes the marina: the next refresh is a full answer with a new tag.
    const gate = await locationNamed(page, 'Main Gate');
    const note = await callApi(page, activitiesApi.create, {
      body: { guid: crypto.randomUUID(), locationId: gate.guid, type: 'comment', comment: 'Gate checked' },
    });
    expect(note.status()).toBe(201);
    const changed = await signalBack(page, seen);
    expect(changed.status).toBe(200);
    expect(changed.sentTag).toBe(again.etag);
    expect(changed.etag).not.toBe(again.etag);
    await page.locator('[data-testid="location-tile"][title="Main Gate"]').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
