import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import type { Activity } from '#core/activity/activity.schema.ts';
import type { LocationDetail } from '#core/locations/location.schema.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { apiGlob, apiPath, callApi } from './support/api.ts';
import {
  accessibilityProblems,
  addStoredSession,
  launchBrowser,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { checkInViaApi, locationNamed, marinaLocations, runTag } from './support/locations.ts';
import { paced } from './support/pace.ts';
import { expectFailedRequests } from './support/page-watch.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function waitForToast(page: Page, text: string): Promise<void> {
  await page.locator('.toast').filter({ hasText: text }).first().waitFor();
}

const tile = (page: Page, name: string) => page.locator(`[data-testid="location-tile"][title="${name}"]`);

/** The toast that says `text`, whole. */
async function toastWith(page: Page, text: string): Promise<string> {
  const toast = page.locator('.toast').filter({ hasText: text }).first();
  await toast.waitFor();
  return (await toast.textContent()) ?? '';
}

describe('locations list', () => {
  it('groups top-level locations by type, sorted, and marks stale tiles yellow', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    // A fresh patrol check at Main Gate: its tile is not stale; Parking Lot has none in 12 h.
    const gate = await locationNamed(page, 'Main Gate');
    await checkInViaApi(page, gate.guid, {
      latitude: '38.97840000',
      longitude: '-76.49220000',
      accuracy: '5.00',
    });

    await page.goto('/locations');
    await page.getByRole('heading', { name: 'Locations', exact: true }).waitFor();
    await tile(page, 'Main Gate').waitFor();

    const headings = await page
      .getByTestId('location-group')
      .locator('h2 > span:first-child')
      .allTextContents();
    expect(headings).toEqual([...headings].sort((a, b) => a.localeCompare(b)));
    for (const heading of ['Boathouses', 'Buildings', 'Docks', 'Places']) expect(headings).toContain(heading);
    // Slips sit under their docks, not at the top level.
    expect(headings).not.toContain('Slips');
    expect(await tile(page, 'A-01L').count()).toBe(0);

    expect(await tile(page, 'Main Gate').getAttribute('data-stale')).toBe('false');
    expect(await tile(page, 'Main Gate').textContent()).toMatch(/\dm ago$/);
    const parking = tile(page, 'Parking Lot');
    expect(await parking.getAttribute('data-stale')).toBe('true');
    expect(await parking.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(252, 227, 106)');
    expect(await tile(page, 'Main Gate').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );

    // Three tiles to a row.
    const docks = page
      .getByTestId('location-group')
      .filter({ hasText: 'Docks' })
      .getByTestId('location-tile');
    const boxes = await Promise.all((await docks.all()).slice(0, 3).map((t) => t.boundingBox()));
    expect(new Set(boxes.map((b) => Math.round(b!.y))).size).toBe(1);

    // Staff do not see the controls they may not use.
    expect(await page.getByRole('link', { name: 'Add', exact: true }).count()).toBe(0);
    await screenshot(page, '40-locations');
    expect(await accessibilityProblems(page), '40-locations').toEqual([]);

    await tile(page, 'Dock A').click();
    await page.waitForURL('**/location/**');
    await page.getByRole('heading', { name: 'Dock A', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows 4 placeholders while loading and a toast when the list fails', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`${apiGlob(locationsApi.list)}?*`, async (route) => {
      await held;
      await route.fulfill({ status: 500, body: 'Internal Server Error' });
    });
    await page.goto('/locations');
    await page.getByTestId('location-placeholder').first().waitFor();
    expect(await page.getByTestId('location-placeholder').count()).toBe(4);
    await screenshot(page, '41-locations-loading');
    release();
    await waitForToast(page, 'Failed to fetch locations');
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
    await screenshot(page, '42-locations-error');
    expect(await accessibilityProblems(page), '42-locations-error').toEqual([]);
    await page.unroute(`${apiGlob(locationsApi.list)}?*`);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await tile(page, 'Dock A').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('location detail', () => {
  it('adds a note that shows in the feed (staff: no Actions menu)', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    const dock = await locationNamed(page, 'Dock B');
    await page.goto(`/location/${dock.guid}`);
    await page.getByRole('heading', { name: 'Dock B', exact: true }).waitFor();
    await page.getByText('10 slips', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Actions' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Options for / }).count()).toBe(0);
    const children = page.getByTestId('child-locations');
    // Ten children: the list starts folded so the note box stays near the top.
    const toggle = children.getByRole('button', { name: /Locations: 10/ });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await children.getByRole('link').first().waitFor();
    expect(await children.getByRole('link').count()).toBe(10);

    const note = page.getByLabel('Add Note');
    const save = page.getByRole('button', { name: 'Save Note' });
    expect(await save.isDisabled()).toBe(true);
    await note.fill('   \n  ');
    expect(await save.isDisabled()).toBe(true);
    const text = `Gate chain loose at the dock head ${runTag()}`;
    await note.fill(`   ${text}  \n`);
    expect(await save.isEnabled()).toBe(true);
    const request = page.waitForRequest(
      (r) => r.url().endsWith(activitiesApi.create.path) && r.method() === activitiesApi.create.method,
    );
    await save.click();
    const body = (await request).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({ locationId: dock.guid, type: 'comment', comment: text });
    expect(body.guid).toMatch(/^[0-9a-f-]{36}$/);
    await waitForToast(page, 'Comment added successfully');
    await page.getByTestId('activity-card').filter({ hasText: text }).waitFor();
    expect(await note.inputValue()).toBe('');
    await screenshot(page, '43-location-detail-staff');
    expect(await accessibilityProblems(page), '43-location-detail-staff').toEqual([]);

    // The child list folds again.
    await toggle.click();
    await children.getByRole('link').first().waitFor({ state: 'hidden' });

    const feed = (await (
      await callApi(page, activitiesApi.locationFeed, { params: { guid: dock.guid } })
    ).json()) as Activity[];
    expect(feed.filter((a) => a.comment === text)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a location's newest 20 activities and 20 more with each 'Load more'", async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    const place = await locationNamed(page, 'Fuel Dock Shed');
    const feedOf = async () =>
      (await (
        await callApi(page, activitiesApi.locationFeed, {
          params: { guid: place.guid },
          query: { limit: 500 },
        })
      ).json()) as Activity[];
    // 25 to 39 activities: a second page that is not full, so 'Load more' goes away after it.
    const tag = runTag();
    for (let n = (await feedOf()).length; n < 25 || n % 20 === 0; n++) {
      const posted = await callApi(page, activitiesApi.create, {
        body: {
          guid: crypto.randomUUID(),
          locationId: place.guid,
          type: 'comment',
          comment: `Round ${tag} ${n}`,
        },
      });
      expect(posted.status()).toBe(201);
    }
    const all = await feedOf();
    const total = Math.min(all.length, 40);

    const limits: (string | null)[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === apiPath(activitiesApi.locationFeed, { params: { guid: place.guid } }))
        limits.push(url.searchParams.get('limit'));
    });
    await page.goto(`/location/${place.guid}`);
    const cards = page.getByTestId('activity-card');
    await cards.nth(19).waitFor();
    expect(await cards.count()).toBe(20);
    expect(await cards.first().textContent()).toContain(all[0]!.comment!);
    const more = page.getByRole('button', { name: 'Load more' });
    await more.scrollIntoViewIfNeeded();
    await screenshot(page, '45-location-feed-load-more');
    expect(await accessibilityProblems(page), '45-location-feed-load-more').toEqual([]);

    await more.click();
    await cards.nth(total - 1).waitFor();
    expect(await cards.count()).toBe(total);
    if (all.length <= 40) await more.waitFor({ state: 'detached' });
    expect(limits).toEqual(['20', '40']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says a failed note failed, and 'Location Not Found' for an unknown one", async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'staff');
    const place = await locationNamed(page, 'Boat Ramp');
    await page.goto(`/location/${place.guid}`);
    await page.route(apiGlob(activitiesApi.create), (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.getByLabel('Add Note').fill('Ramp light out');
    await page.getByRole('button', { name: 'Save Note' }).click();
    await waitForToast(page, 'Failed to add note. Please try again.');
    expect(await page.getByLabel('Add Note').inputValue()).toBe('Ramp light out');

    expectFailedRequests(page, {
      method: locationsApi.get.method,
      path: apiPath(locationsApi.get, { params: { guid: '00000000-0000-4000-8000-000000000000' } }),
      status: 404,
    });
    await page.goto('/location/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Location Not Found' }).waitFor();
    await screenshot(page, '44-location-not-found');
    expect(await accessibilityProblems(page), '44-location-not-found').toEqual([]);
    await page.getByRole('link', { name: 'Go Back' }).click();
    await page.waitForURL((url) => url.pathname === '/locations');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('managing locations (admin)', () => {
  // A long walk with four axe scans: it ran past the default 60 s (62 s) on a host running at
  // half its usual speed, so its hang guard is twice the default, like the other long scenarios'.
  it(
    'adds a dock, its slips in bulk with the generator, edits it and deletes it with its children',
    async () => {
      const { page, context, errors } = await newPhonePage(browser);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await addStoredSession(page, 'admin');
      const tag = runTag();
      const dockName = `Dock ${tag}`;

      // One location: a new dock.
      await page.goto('/locations');
      await page.getByRole('link', { name: 'Add', exact: true }).click();
      await page.waitForURL('**/add-location');
      await page.getByLabel('Location Name').fill(dockName);
      expect(await page.getByLabel('Parent Location').count()).toBe(0);
      await page.getByLabel('Location Type').selectOption({ label: 'Dock' });
      await page.getByText('(Optional)').first().waitFor();
      await page.getByRole('switch', { name: 'Has Occupancy' }).click();
      await page.getByLabel('Description').fill('  Visitor dock, 6 slips  ');
      await screenshot(page, '45-add-location-single');
      expect(await accessibilityProblems(page), '45-add-location-single').toEqual([]);
      await page.getByRole('button', { name: 'Add Location' }).click();
      await waitForToast(page, 'Location added successfully');
      await page.waitForURL((url) => url.pathname === '/locations');
      await tile(page, dockName).waitFor();
      const dock = await locationNamed(page, dockName);
      expect(dock).toMatchObject({
        hasOccupancy: true,
        description: 'Visitor dock, 6 slips',
        parentId: null,
      });

      // Types are the client's: an admin of one marina picks from them and is told who adds new ones.
      await page.goto('/add-location');
      await page.getByText('New types are added by a client admin').waitFor();
      const typeOptions = await page
        .getByLabel('Location Type')
        .evaluate((s: HTMLSelectElement) => [...s.options].map((o) => o.text));
      expect(typeOptions).toContain('Dock');
      expect(typeOptions).not.toContain('+ Create New Type');

      // Bulk slips under the new dock, with the generator.
      await page.getByRole('button', { name: 'Bulk' }).click();
      await page.getByLabel('Location Type').selectOption({ label: 'Slip' });
      await page.getByText('(Required for slips)').waitFor();
      await page.getByLabel('Parent Location').selectOption({ label: dockName });
      await page.getByRole('button', { name: 'Generate Names' }).click();
      const generator = page.getByRole('dialog', { name: 'Generate Names' });
      await generator.waitFor();
      expect(await generator.getByLabel('Prefix').inputValue()).toBe(`${dockName}-`);
      expect(await generator.getByLabel('Start').inputValue()).toBe('1');
      expect(await generator.getByLabel('Suffixes').inputValue()).toBe('L\nR');
      const addResults = generator.getByRole('button', { name: 'Add Generated Results' });
      expect(await addResults.isDisabled()).toBe(true);
      await generator.getByLabel('Prefix').fill(`${tag}-`);
      await generator.getByLabel('End').fill('3');
      await generator.getByLabel('Digits').selectOption('2');
      const expected = ['01L', '01R', '02L', '02R', '03L', '03R'].map((n) => `${tag}-${n}`);
      expect((await generator.getByLabel('Results').inputValue()).split('\n')).toEqual(expected);
      expect(await generator.getByLabel('Results').getAttribute('readonly')).not.toBeNull();
      await screenshot(page, '47-name-generator');
      expect(await accessibilityProblems(page), '47-name-generator').toEqual([]);
      await addResults.click();
      await generator.waitFor({ state: 'hidden' });
      const names = page.getByLabel('Location Names');
      expect(await names.inputValue()).toBe(expected.join('\n'));
      // A repeated name fails on its own; the others are created.
      await names.fill(`${expected.join('\n')}\n${expected[0]}\n`);
      await screenshot(page, '48-add-location-bulk');
      expect(await accessibilityProblems(page), '48-add-location-bulk').toEqual([]);
      await page.getByRole('button', { name: 'Add Location' }).click();
      const partial = await toastWith(page, 'Created 6 location(s), 1 failed');
      expect(partial).toContain('Partial Success');
      expect(partial).toContain(`Created 6 location(s), 1 failed. Failed to create: ${expected[0]}`);
      expect(await names.inputValue()).toBe(expected[0]);
      await page.getByRole('button', { name: 'Add Location' }).click();
      const failed = await toastWith(page, 'Created 0 location(s), 1 failed');
      expect(failed).toMatch(/^Error/);
      expect(failed).toContain(`Created 0 location(s), 1 failed. Failed to create: ${expected[0]}`);

      // The dock with its slips, and the admin's Actions menu with copy buttons.
      await page.goto(`/location/${dock.guid}`);
      await page.getByTestId('child-locations').getByText('Locations: 6').waitFor();
      await page.getByRole('button', { name: 'Actions' }).click();
      const menu = page.getByRole('dialog', { name: 'Actions' });
      for (const label of ['Edit Location', 'Check-in', 'Power Meter', 'Water Meter']) {
        await menu.getByRole('link', { name: label }).waitFor();
      }
      expect(await menu.getByRole('link', { name: 'Power Meter' }).getAttribute('href')).toBe(
        `/record-meter/${dock.guid}/power`,
      );
      await menu.getByRole('button', { name: 'Copy Check-in link' }).click();
      await menu.getByRole('button', { name: 'Copied' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${new URL(page.url()).origin}/check-in/${dock.guid}`,
      );
      await screenshot(page, '49-location-actions');
      expect(await accessibilityProblems(page), '49-location-actions').toEqual([]);
      await menu.getByRole('button', { name: 'Copy Check-in link' }).waitFor({ timeout: paced(4000) });
      // When the clipboard refuses, the link is shown for copying by hand.
      await page.evaluate(() => {
        navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
      });
      await menu.getByRole('button', { name: 'Copy Water Meter link' }).click();
      await waitForToast(page, 'Failed to copy');
      expect(await menu.getByLabel('Copy this link manually:').inputValue()).toBe(
        `${new URL(page.url()).origin}/record-meter/${dock.guid}/water`,
      );
      await screenshot(page, '50-location-copy-failed');
      await menu.getByRole('link', { name: 'Edit Location' }).click();

      // Edit: every field, parent choices without the dock itself or its children.
      await page.waitForURL(`**/edit-location/${dock.guid}`);
      await page.getByRole('heading', { name: 'Location Details' }).waitFor();
      expect(await page.getByLabel('Location Name').inputValue()).toBe(dockName);
      expect(await page.getByRole('switch', { name: 'Has Occupancy' }).getAttribute('aria-checked')).toBe(
        'true',
      );
      const parentOptions = await page.getByLabel('Parent Location').locator('option').allTextContents();
      expect(parentOptions[0]).toBe('None');
      expect(parentOptions).not.toContain(dockName);
      expect(parentOptions).not.toContain(expected[0]);
      expect(parentOptions).not.toContain('Dock A');
      await page.getByText('Locations: 6').waitFor();
      await page.getByLabel('Location Name').fill('');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Location name is required').waitFor();
      await page.getByLabel('Location Name').fill(`${dockName} North`);
      await page.getByLabel('Status').selectOption('maintenance');
      await screenshot(page, '51-edit-location');
      expect(await accessibilityProblems(page), '51-edit-location').toEqual([]);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await waitForToast(page, 'Location updated successfully');
      await page.waitForURL((url) => url.pathname === '/locations');
      await tile(page, `${dockName} North`).waitFor();

      // Delete: the dialog lists the children that go with it.
      await page.goto(`/edit-location/${dock.guid}`);
      await page.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Location' });
      await dialog.waitFor();
      const text = (await dialog.textContent()) ?? '';
      expect(text).toContain(`Are you sure you want to delete "${dockName} North"?`);
      expect(text).toContain('Warning: This will also delete 6 child location(s)');
      expect(text).toContain('This action cannot be undone.');
      expect(
        await dialog.getByRole('list', { name: 'Child locations' }).getByRole('listitem').allTextContents(),
      ).toEqual(expected);
      await screenshot(page, '52-delete-location');
      expect(await accessibilityProblems(page), '52-delete-location').toEqual([]);
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await waitForToast(page, 'Location and 6 child location(s) deleted successfully');
      await page.waitForURL((url) => url.pathname === '/locations');
      await tile(page, 'Dock A').waitFor();
      expect(await tile(page, dockName).count()).toBe(0);
      const left = await marinaLocations(page);
      expect(left.filter((l) => l.name.startsWith(tag) || l.name.startsWith(dockName))).toEqual([]);
      const gone = await callApi(page, locationsApi.get, { params: { guid: dock.guid } });
      expect(gone.status()).toBe(404);

      expect(errors).toEqual([]);
      await context.close();
    },
    paced(120_000),
  );

  it("lets a client admin create a type through '+ Create New Type'", async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'client_admin');
    const tag = runTag();
    await page.goto('/add-location');
    await page.getByLabel('Location Type').selectOption({ label: '+ Create New Type' });
    const typeDialog = page.getByRole('dialog', { name: 'Create New Location Type' });
    await typeDialog.waitFor();
    await typeDialog.getByRole('button', { name: 'Create Type' }).click();
    await typeDialog.getByText('Location type name is required').waitFor();
    await typeDialog.getByLabel('Type Name').fill(`pier${tag.toLowerCase()}`);
    await screenshot(page, '46-create-type');
    expect(await accessibilityProblems(page), '46-create-type').toEqual([]);
    await typeDialog.getByRole('button', { name: 'Create Type' }).click();
    await waitForToast(page, 'Location type created successfully');
    await typeDialog.waitFor({ state: 'hidden' });
    const chosen = await page
      .getByLabel('Location Type')
      .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text);
    expect(chosen).toBe(`Pier${tag.toLowerCase()}`);
    expect(await page.getByText('New types are added by a client admin').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the admin edit menu per child and the child edit link', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'admin');
    const dock = await locationNamed(page, 'Dock C');
    await page.goto(`/location/${dock.guid}`);
    const detail = (await (
      await callApi(page, locationsApi.get, { params: { guid: dock.guid } })
    ).json()) as LocationDetail;
    const first = detail.children[0]!;
    await page.getByRole('button', { name: `Locations: ${detail.children.length}` }).click();
    await page.getByRole('button', { name: `Options for ${first.name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit Location' }).click();
    await page.waitForURL(`**/edit-location/${first.guid}`);
    await page.getByText('(Required for slips)').waitFor();
    expect(
      await page.getByLabel('Parent Location').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text),
    ).toBe('Dock C');
    await screenshot(page, '53-edit-slip');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('looks right at desktop width', async () => {
    const { page, context, errors } = await newPhonePage(browser, { width: 1280, height: 800 });
    await addStoredSession(page, 'admin');
    await page.goto('/locations');
    await tile(page, 'Dock A').waitFor();
    await screenshot(page, '54-desktop-locations');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('add location after navigating away', () => {
  it('opens with no parent, whatever was chosen on an earlier visit', async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await addStoredSession(page, 'admin');
    const parentValue = () => page.getByLabel('Parent Location').inputValue();

    await page.goto('/locations');
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await page.getByLabel('Location Type').selectOption({ label: 'Slip' });
    await page.getByLabel('Parent Location').selectOption({ label: 'Dock A' });
    expect(await parentValue()).not.toBe('none');

    // Away through the bottom navigation, then Add Location again.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations' }).click();
    await page.waitForURL((url) => url.pathname === '/locations');
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await page.waitForURL('**/add-location');
    await page.getByLabel('Location Type').waitFor();
    expect(await page.getByLabel('Location Type').inputValue()).toBe('');
    await page.getByLabel('Location Type').selectOption({ label: 'Slip' });
    expect(await parentValue()).toBe('none');

    // Away to a location page and back with the browser's Back button.
    await page.getByLabel('Parent Location').selectOption({ label: 'Dock B' });
    await page.goto('/locations');
    await page.goBack();
    await page.waitForURL('**/add-location');
    await page.getByLabel('Location Type').waitFor();
    await page.getByLabel('Location Type').selectOption({ label: 'Slip' });
    expect(await parentValue()).toBe('none');
    expect(errors).toEqual([]);
    await context.close();
  });
});
