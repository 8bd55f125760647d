import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import type { Activity } from '#core/activity/activity.schema.ts';
import { routeKey } from '#core/api/endpoint.ts';
import { startSignInRoute } from '#core/api/plain-routes.ts';
import { LOGOUT_REDIRECT_DELAY_MS } from '#core/auth/return-address.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { callApi } from './support/api.ts';
import {
  accessibilityProblems,
  addStoredSession,
  downloadedText,
  launchBrowser,
  loginThroughForm,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { checkInViaApi, currentMarinaId, locationNamed, runTag } from './support/locations.ts';
import { expectFailedRequests } from './support/page-watch.ts';
import { closeToasts, toastWith } from './support/shifts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A comment at a location, through the API with the page's session. */
async function postActivity(page: Page, body: Record<string, unknown>): Promise<Activity> {
  const response = await callApi(page, activitiesApi.create, {
    body: { guid: crypto.randomUUID(), ...body },
  });
  if (response.status() !== 201)
    throw new Error(`${routeKey(activitiesApi.create)} answered ${response.status()}`);
  return (await response.json()) as Activity;
}

const feedRequest = (page: Page, match: (url: URL) => boolean): Promise<Request> =>
  page.waitForRequest((r) => {
    const url = new URL(r.url());
    return url.pathname === activitiesApi.feed.path && r.method() === activitiesApi.feed.method && match(url);
  });

async function openFeed(page: Page): Promise<void> {
  await page.goto('/activity');
  await page.getByRole('heading', { name: 'Activity', exact: true }).waitFor();
  await page.getByTestId('activity-card').first().waitFor();
}

const cardTitles = (page: Page) =>
  page.getByTestId('activity-card').locator('p.font-semibold').allTextContents();

const timeButton = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });

describe('activity feed', () => {
  it('filters by type and time, pages with Load more, clears and exports the filtered feed', async () => {
    const { page, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    const tag = runTag();
    const gate = await locationNamed(page, 'Main Gate');
    const note = `Feed note ${tag}, gate "east" side`;
    const comment = await postActivity(page, {
      locationId: gate.guid,
      type: 'comment',
      comment: note,
      gpsLatitude: '38.97850000',
      gpsLongitude: '-76.49210000',
      gpsAccuracy: '5',
    });
    await checkInViaApi(page, gate.guid, { latitude: '38.9785', longitude: '-76.4921', accuracy: '6' });

    // Today by default: the server gets `since` = the start of the device's day.
    const first = feedRequest(page, (url) => url.searchParams.has('since'));
    await openFeed(page);
    const since = new URL((await first).url()).searchParams.get('since')!;
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    expect(new Date(since).getTime()).toBe(midnight.getTime());
    expect(await timeButton(page, 'Today').getAttribute('aria-checked')).toBe('true');
    await page.getByText(note).waitFor();

    // Stat cards: the meter card counts the last 40 days and links to /meter-reads.
    const marinaId = await currentMarinaId(page);
    const meterCount = (await (
      await callApi(page, metersApi.countRecentReads, { query: { marinaId } })
    ).json()) as { count: number };
    const meterCard = page.getByTestId('stat-meter_read');
    await expect.poll(() => meterCard.getByTestId('stat-value').textContent()).toBe(String(meterCount.count));
    expect(await meterCard.getAttribute('href')).toBe('/meter-reads');
    const comments = Number(await page.getByTestId('stat-comment').getByTestId('stat-value').textContent());
    expect(comments).toBeGreaterThanOrEqual(1);
    for (const card of await page.locator('[data-testid^="stat-"]:not([data-testid="stat-value"])').all()) {
      expect((await card.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, '60-activity-feed-today');

    // Type: comments only, asked of the server.
    const byType = feedRequest(page, (url) => url.searchParams.get('type') === 'comment');
    await page.getByLabel('Type').selectOption('comment');
    await byType;
    await page.getByText(note).waitFor();
    await expect.poll(async () => [...new Set(await cardTitles(page))]).toEqual(['comment']);

    // Time: the week asks for the last 7 days.
    const byWeek = feedRequest(page, (url) => url.searchParams.get('type') === 'comment');
    await timeButton(page, 'Week').click();
    const weekSince = new URL((await byWeek).url()).searchParams.get('since')!;
    const days = (Date.now() - new Date(weekSince).getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    await page.getByText(note).waitFor();
    await screenshot(page, '61-activity-feed-comments-week');

    // Export: the filtered activities as CSV.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^activity-week-comment-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await downloadedText(download)).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Date,Time,Type,Title,Location,Staff,Comment,GPS,Synced');
    const row = lines.find((l) => l.includes(`Feed note ${tag}`));
    expect(row).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2},\\d{2}:\\d{2},comment,comment,Main Gate,${comment.staffName},"Feed note ${tag}, gate ""east"" side","38.9785, -76.4921",$`,
      ),
    );
    // Only comments were exported.
    expect(
      lines
        .slice(1)
        .filter(Boolean)
        .every((l) => l.split(',')[2] === 'comment'),
    ).toBe(true);
    await toastWith(page, 'Export ready').waitFor();
    await closeToasts(page);

    // Clear: every type, all time.
    const cleared = feedRequest(
      page,
      (url) => !url.searchParams.has('since') && !url.searchParams.has('type'),
    );
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await cleared;
    expect(await page.getByLabel('Type').inputValue()).toBe('all');
    expect(await timeButton(page, 'All time').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('button', { name: 'Clear', exact: true }).isDisabled()).toBe(true);

    // The seeded week holds more than a page: Load more asks for the ones before the last card.
    await expect.poll(() => page.getByTestId('activity-card').count()).toBe(100);
    const lastGuid = (
      (await (await callApi(page, activitiesApi.feed, { query: { marinaId } })).json()) as Activity[]
    )[99]!.guid;
    const more = feedRequest(page, (url) => url.searchParams.get('before') === lastGuid);
    await page.getByRole('button', { name: 'Load more' }).click();
    await more;
    await expect.poll(() => page.getByTestId('activity-card').count()).toBeGreaterThan(100);
    expect(errors).toEqual([]);
  });

  it('shows No matching activity with Reset Filters, and No activity yet without filters', async () => {
    const { page, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    await openFeed(page);

    // Nothing of this type today (the answer is made empty: other test files write checklists).
    await page.route(
      (url) => url.pathname === activitiesApi.feed.path && url.searchParams.get('type') === 'checklist',
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.getByLabel('Type').selectOption('checklist');
    await page.getByText('No matching activity', { exact: true }).waitFor();
    expect(await page.getByTestId('activity-card').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Export', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, '62-activity-feed-no-match');

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await page.getByTestId('activity-card').first().waitFor();
    expect(await page.getByLabel('Type').inputValue()).toBe('all');
    expect(await timeButton(page, 'All time').getAttribute('aria-checked')).toBe('true');

    // A marina with no activity at all.
    await page.route(
      (url) => url.pathname === activitiesApi.feed.path,
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.reload();
    await page.getByLabel('Type').waitFor();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByText('No activity yet', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Reset Filters' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('says the user is logged out and goes to sign in when the session has ended', async () => {
    const { page, context } = await newPhonePage(browser);
    // The session ends on purpose: the screen's reads answer 401 until it has gone to sign in.
    expectFailedRequests(page, { method: 'GET', path: /^\/api\//, status: 401 });
    // Toasts and when they showed, the first 401 and when the page was left, kept in session
    // storage (in the browser's clock): the page is left 500 ms after the 401.
    await context.addInitScript(() => {
      const fetchFirst = window.fetch.bind(window);
      window.fetch = async (...args) => {
        const response = await fetchFirst(...args);
        if (response.status === 401 && !sessionStorage.getItem('e2e-first-401'))
          sessionStorage.setItem('e2e-first-401', String(Date.now()));
        return response;
      };
      addEventListener('pagehide', () => sessionStorage.setItem('e2e-left-at', String(Date.now())));
      new MutationObserver(() => {
        for (const element of document.querySelectorAll('.toast:not([data-seen])')) {
          element.setAttribute('data-seen', '');
          const seen = JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as unknown[];
          seen.push({ text: element.textContent, at: Date.now() });
          sessionStorage.setItem('e2e-toasts', JSON.stringify(seen));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // A test about the session: a session of its own.
    await loginThroughForm(page, 'staff');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await page.getByTestId('activity-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    // The session ends while the app is open (the phone still believes it is signed in).
    await context.clearCookies();
    const signIn = page.waitForRequest((r) => new URL(r.url()).pathname === startSignInRoute.path);
    // Into the feed the way the bottom navigation goes (a click would wait on the page it leaves).
    await page.evaluate(() => {
      setTimeout(() => {
        history.pushState(null, '', '/activity');
        dispatchEvent(new PopStateEvent('popstate'));
      }, 0);
    });
    await signIn;
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').waitFor();
    const { toasts, first401, leftAt } = await page.evaluate(() => ({
      toasts: JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as { text: string; at: number }[],
      first401: Number(sessionStorage.getItem('e2e-first-401')),
      leftAt: Number(sessionStorage.getItem('e2e-left-at')),
    }));
    const notice = toasts.find((t) => t.text.includes('You are logged out. Logging in again...'));
    expect(notice?.text).toContain('Unauthorized');
    // The notice shows, and the browser goes to sign in no sooner than 500 ms after the 401. (How
    // long the notice itself was seen depends on how soon a busy phone paints it.)
    expect(first401).toBeGreaterThan(0);
    expect(notice!.at).toBeLessThan(leftAt);
    expect(leftAt - first401).toBeGreaterThanOrEqual(LOGOUT_REDIRECT_DELAY_MS);
    // The sign-in flow remembers where to come back to.
    expect(await page.evaluate(() => sessionStorage.getItem('auth_return_url'))).toBe('/activity');
  });

  it('marks a note recorded offline and synced later, and not one sent at once', async () => {
    const { page, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    const tag = runTag();
    const gate = await locationNamed(page, 'Main Gate');
    // Synced late (over 5 minutes after it was made), and recent enough to be near the feed's top.
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    await postActivity(page, {
      locationId: gate.guid,
      type: 'comment',
      comment: `Late ${tag}`,
      deviceTime: tenMinutesAgo,
    });
    await postActivity(page, { locationId: gate.guid, type: 'comment', comment: `Live ${tag}` });
    await openFeed(page);
    // Ten minutes ago is yesterday just after midnight, outside the default Today.
    await timeButton(page, 'All time').click();
    const late = page.getByTestId('activity-card').filter({ hasText: `Late ${tag}` });
    const live = page.getByTestId('activity-card').filter({ hasText: `Live ${tag}` });
    await live.waitFor();
    // The shared server's marina may hold a page of newer entries from the other test files.
    for (let pages = 0; (await late.count()) === 0 && pages < 10; pages++) {
      const cards = await page.getByTestId('activity-card').count();
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => page.getByTestId('activity-card').count()).toBeGreaterThan(cards);
    }
    await late.waitFor();
    await expect
      .poll(() => late.getByTestId('synced-late').textContent())
      // The date is named when the sync fell on another day than the entry (just after midnight).
      .toMatch(/^Recorded offline, synced at (\w{3} \d{1,2}, )?\d/);
    expect(await live.getByTestId('synced-late').count()).toBe(0);
    await late.scrollIntoViewIfNeeded();
    await screenshot(page, 'activity-feed-synced-late');
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
