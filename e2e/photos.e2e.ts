import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import type { Activity } from '#core/activity/activity.schema.ts';
import { issuesApi } from '#core/issues/issues.api.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { callApi } from './support/api.ts';
import { accessibilityProblems, screenshot } from './support/browser.ts';
import { issuesViaApi } from './support/issues-checklists.ts';
import { currentMarinaId, locationNamed, runTag } from './support/locations.ts';
import { installedPhone, interceptWrites, readOutbox, waitForKept } from './support/offline.ts';
import { paced } from './support/pace.ts';
import { expectFailedRequests } from './support/page-watch.ts';
import { closeToasts, toastWith } from './support/shifts.ts';

/**
 * Issue 18 item 1: photos on issues and notes. An issue with a photo saved in airplane mode is
 * sent once when the signal returns (the photo first, then the issue naming it); its thumbnail
 * shows on the issue card and in the feed, and opens the full-screen viewer. A note with two
 * photos saved online shows them on the location page and in the shift summary (and its print).
 */

const PHOTO = new URL('./fixtures/meter-power.jpg', import.meta.url).pathname;
const GPS_PHOTO = new URL('./fixtures/meter-power-gps.jpg', import.meta.url).pathname;

/** The viewer shows a loaded photo. */
async function viewerShowsPhoto(page: Page): Promise<void> {
  const viewer = page.getByTestId('photo-viewer');
  await viewer.waitFor();
  await expect
    .poll(() =>
      viewer.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
}

/** The issues screen, its list and the locations kept on the phone for offline use. */
async function openIssuesKept(page: Page): Promise<void> {
  const since = await page.evaluate(() => Date.now());
  await page.goto('/issues');
  await page.getByText('issues').first().waitFor();
  await waitForKept(page, issuesApi.list.path, since);
  await waitForKept(page, locationsApi.list.path, since);
}

/** Create Issue filled in with a title, a location and one photo (shown); answers the dialog. */
async function fillIssueWithPhoto(page: Page, title: string, locationGuid: string) {
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Issue' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Location').selectOption(locationGuid);
  await dialog.getByTestId('photo-input').setInputFiles(PHOTO);
  await dialog.getByRole('img', { name: 'Attachment 1 for the issue' }).waitFor();
  return dialog;
}

describe('photos on issues and notes', () => {
  it('queues an issue with a photo offline, syncs it once, and shows the photo on the card, in the feed and full screen', async () => {
    const phone = await installedPhone('staff');
    const { context, page } = phone;
    try {
      const boathouse = await locationNamed(page, 'North Boathouse');
      const title = `Cracked plank ${runTag()}`;
      await openIssuesKept(page);
      await context.setOffline(true);
      const dialog = await fillIssueWithPhoto(page, title, boathouse.guid);
      await dialog.getByText('1 of 5 photos', { exact: true }).waitFor();
      await screenshot(page, 'photos-01-create-issue-with-photo');
      expect(await accessibilityProblems(page), 'photos-01').toEqual([]);
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await toastWith(page, 'Saved on this phone').waitFor();
      const card = page.getByTestId('issue-card').filter({ hasText: title });
      await card.getByText('Waiting to sync').waitFor();
      const [queued] = (await readOutbox(page)).filter((entry) => entry.kind === 'issue');
      expect(queued?.photos).toEqual([{ slot: expect.anything() }]);
      await closeToasts(page);

      // Back in signal: the photo, then the issue; once.
      await context.setOffline(false);
      await page.getByTestId('sync-status').waitFor({ state: 'detached', timeout: paced(60_000) });
      expect(await readOutbox(page)).toEqual([]);
      const onServer = (await issuesViaApi(page)).filter((issue) => issue.guid === queued!.guid);
      expect(onServer).toHaveLength(1);
      expect(onServer[0]!.photos).toHaveLength(1);
      const photo = onServer[0]!.photos[0]!;
      expect(photo.url).toBe(`/img/${photo.guid}`);

      // The issue card shows the thumbnail; tapping it opens the viewer; Escape closes it.
      await page.goto('/issues');
      const synced = page.getByTestId('issue-card').filter({ hasText: title });
      const thumb = synced.getByRole('button', { name: `Open photo of ${title}` });
      await thumb.waitFor();
      await synced.scrollIntoViewIfNeeded();
      await screenshot(page, 'photos-02-issue-card-thumbnail');
      await thumb.click();
      await viewerShowsPhoto(page);
      await screenshot(page, 'photos-03-viewer', { fullPage: false });
      expect(await accessibilityProblems(page), 'photos-03').toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByTestId('photo-viewer').waitFor({ state: 'detached' });

      // Later, online, the card's edit adds a second photo (uploaded, then PUT /api/issues/:guid).
      await synced.getByRole('button', { name: `Edit ${title}` }).click();
      const editor = page.getByRole('form', { name: `Edit ${title}` });
      await editor.getByText('1 of 5 photos', { exact: true }).waitFor();
      await editor.getByTestId('photo-input').setInputFiles(GPS_PHOTO);
      await editor.getByRole('img', { name: `Attachment 1 for ${title}` }).waitFor();
      await editor.getByText('2 of 5 photos', { exact: true }).waitFor();
      await screenshot(page, 'photos-02b-issue-edit-add-photo');
      await editor.getByRole('button', { name: 'Save', exact: true }).click();
      await toastWith(page, 'Issue updated').waitFor();
      await synced.getByRole('button', { name: `Open photo 2 of 2 of ${title}` }).waitFor();
      const edited = (await issuesViaApi(page)).find((issue) => issue.guid === queued!.guid)!;
      expect(edited.photos.map((p) => p.guid).slice(0, 1)).toEqual([photo.guid]);
      expect(edited.photos).toHaveLength(2);
      await closeToasts(page);

      // The feed's Issue Created card carries the same photo.
      await page.goto('/activity');
      const feedCard = page.getByTestId('activity-card').filter({ hasText: title }).first();
      const feedThumb = feedCard.getByRole('button', { name: /^Open photo of Issue Created/ });
      await feedThumb.waitFor();
      await feedCard.scrollIntoViewIfNeeded();
      await screenshot(page, 'photos-04-feed-thumbnail');
      await feedThumb.click();
      await viewerShowsPhoto(page);
      await page.getByRole('button', { name: 'Close photo' }).click();
      await page.getByTestId('photo-viewer').waitFor({ state: 'detached' });
    } finally {
      await phone.close();
    }
  });

  it('saves a note with two photos online; the feed, the viewer (swipe, arrows) and the shift summary show them', async () => {
    const phone = await installedPhone('staff');
    const { page } = phone;
    try {
      const marinaId = await currentMarinaId(page);
      const boathouse = await locationNamed(page, 'North Boathouse');
      const text = `Gate chain cut ${runTag()}`;
      await page.goto(`/location/${boathouse.guid}`);
      const noteBox = page.getByLabel('Add Note');
      await noteBox.fill(text);
      await page.getByTestId('photo-picker').getByTestId('photo-input').setInputFiles([PHOTO, GPS_PHOTO]);
      await page.getByRole('img', { name: 'Attachment 2 for the note' }).waitFor();
      await page.getByRole('button', { name: 'Remove photo 2' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'photos-05-note-with-photos');
      await page.getByRole('button', { name: 'Save Note', exact: true }).click();
      await toastWith(page, 'Comment added successfully').waitFor();
      await expect.poll(() => page.getByRole('img', { name: 'Attachment 1 for the note' }).count()).toBe(0);

      const feed = (await (
        await callApi(page, activitiesApi.feed, { query: { marinaId, type: 'comment' } })
      ).json()) as Activity[];
      const note = feed.filter((a) => a.comment === text);
      expect(note).toHaveLength(1);
      expect(note[0]!.photos).toHaveLength(2);

      const card = page.getByTestId('activity-card').filter({ hasText: text });
      const first = card.getByRole('button', { name: /^Open photo 1 of 2 of comment at / });
      await first.waitFor();
      await first.click();
      await viewerShowsPhoto(page);
      const viewer = page.getByTestId('photo-viewer');
      await viewer.getByText('1 / 2', { exact: true }).waitFor();
      await page.keyboard.press('ArrowRight');
      await viewer.getByText('2 / 2', { exact: true }).waitFor();
      // A swipe to the right goes back.
      const box = (await viewer.locator('img').boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 40, y);
      await page.mouse.down();
      await page.mouse.move(box.x + 200, y, { steps: 6 });
      await page.mouse.up();
      await viewer.getByText('1 / 2', { exact: true }).waitFor();
      await screenshot(page, 'photos-06-viewer-two', { fullPage: false });
      await page.getByRole('button', { name: 'Close photo' }).click();
      await viewer.waitFor({ state: 'detached' });

      await page.goto('/shift-summary');
      const entry = page.getByTestId('issue-note').filter({ hasText: text });
      await entry.getByRole('button', { name: /^Open photo 1 of 2 of Note/ }).waitFor();
      await entry.scrollIntoViewIfNeeded();
      await screenshot(page, 'photos-07-shift-summary');
      await page.emulateMedia({ media: 'print' });
      await screenshot(page, 'photos-08-shift-summary-print');
      await page.emulateMedia({ media: 'screen' });
    } finally {
      await phone.close();
    }
  });

  it('an issue whose photo the storage refuses arrives without it: noted, not counted as not accepted, until dismissed', async () => {
    const phone = await installedPhone('staff');
    const { context, page } = phone;
    try {
      const boathouse = await locationNamed(page, 'North Boathouse');
      const title = `Bent rail ${runTag()}`;
      await openIssuesKept(page);
      await context.setOffline(true);
      const dialog = await fillIssueWithPhoto(page, title, boathouse.guid);
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await toastWith(page, 'Saved on this phone').waitFor();
      const [queued] = (await readOutbox(page)).filter((entry) => entry.kind === 'issue');
      await closeToasts(page);

      // The storage refuses the photo (413): the issue goes without it.
      expectFailedRequests(page, { method: 'PUT', path: /^\/img\//, status: 413 });
      const wire = await interceptWrites(context, (write) =>
        write.method === 'PUT' && write.path.startsWith('/img/') ? { status: 413 } : 'pass',
      );
      await context.setOffline(false);
      const strip = page.getByTestId('sync-status');
      await strip.getByText('1 saved without a photo', { exact: true }).waitFor({ timeout: paced(60_000) });
      expect(await strip.textContent()).not.toContain('not accepted');
      await wire.stop();
      const onServer = (await issuesViaApi(page)).filter((issue) => issue.guid === queued!.guid);
      expect(onServer).toHaveLength(1);
      expect(onServer[0]!.photos).toEqual([]);

      await strip.click();
      const row = page.getByTestId('outbox-entry');
      await expect.poll(() => row.getAttribute('data-status')).toBe('arrived-partly');
      const said = await row.textContent();
      expect(said).toContain('Saved without 1 photo: ');
      expect(said).not.toContain('Not accepted');
      await screenshot(page, 'photos-09-arrived-without-photo');
      await row.getByRole('button', { name: 'Dismiss' }).click();
      await strip.waitFor({ state: 'detached' });
      expect(await readOutbox(page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
