import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, login, newPhonePage, screenshotDir } from './support/browser.ts';
import { locationNamed } from './support/locations.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SCHEMES = ['light', 'dark'] as const;

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
  // Skeletons give way to content.
  await page
    .locator('.animate-pulse')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => undefined);
}

/** Text that fails WCAG AA contrast on the current screen (axe-core's color-contrast rule). */
async function contrastProblems(page: Page): Promise<string[]> {
  const { readFileSync } = await import('node:fs');
  const { createRequire } = await import('node:module');
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { runOnly: ['color-contrast'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`));
  });
}

async function shoot(page: Page, scheme: string, name: string, problems: Record<string, string[]>) {
  await settle(page);
  await page.screenshot({ path: `${screenshotDir}/theme-${scheme}-${name}.png`, animations: 'disabled' });
  const found = await contrastProblems(page);
  if (found.length) problems[`${scheme} ${name}`] = found;
}

describe('night mode', () => {
  for (const scheme of SCHEMES) {
    it(`renders every screen readable in the ${scheme} theme (device setting)`, async () => {
      const { page, context, errors } = await newPhonePage(browser);
      await page.emulateMedia({ colorScheme: scheme });
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 38.9784, longitude: -76.4922, accuracy: 6 });
      const problems: Record<string, string[]> = {};

      await page.goto('/');
      await page
        .getByRole('link', { name: 'Sign In to Continue' })
        .or(page.getByText('Sign In to Continue'))
        .first()
        .waitFor();
      await shoot(page, scheme, '01-landing', problems);
      await page.goto('/login');
      await shoot(page, scheme, '02-login', problems);

      await login(page, 'super_admin');
      const dock = await locationNamed(page, 'Dock C');
      const slip = await locationNamed(page, 'C-04R');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(scheme === 'dark' ? 'rgb(11, 18, 32)' : 'rgb(238, 242, 246)');

      const screens: [string, string][] = [
        ['03-dashboard', '/'],
        ['04-locations', '/locations'],
        ['05-location', `/location/${dock.guid}`],
        ['06-edit-location', `/edit-location/${dock.guid}`],
        ['07-add-location', '/add-location'],
        ['08-activity', '/activity'],
        ['09-shift-summary', '/shift-summary'],
        ['10-checklists', '/checklists'],
        ['11-issues', '/issues'],
        ['12-meter-reads', '/meter-reads'],
        ['13-backend', '/backend'],
        ['14-name-fixer', '/backend/location-name-fixer'],
        ['15-marina-settings', '/marina-settings'],
        ['16-record-meter', `/record-meter/${slip.guid}/power`],
        ['17-check-in', `/check-in/${slip.guid}`],
        ['18-labels', '/labels'],
        ['19-scan', '/scan'],
        ['20-not-found', '/no-such-page'],
      ];
      for (const [name, path] of screens) {
        await page.goto(path);
        await shoot(page, scheme, name, problems);
      }
      await page.goto('/');
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitemradio', { name: 'System' }).waitFor();
      await shoot(page, scheme, '21-user-menu', problems);

      expect(problems).toEqual({});
      expect(errors).toEqual([]);
    });
  }

  it('the user menu switch overrides the device setting and is remembered on the device', async () => {
    const { page } = await newPhonePage(browser);
    await page.emulateMedia({ colorScheme: 'light' });
    await login(page, 'staff');
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme ?? 'system');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await theme()).toBe('system');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    expect(await theme()).toBe('dark');
    expect(await background()).toBe('rgb(11, 18, 32)');
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    expect(await theme()).toBe('dark');

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    expect(await background()).toBe('rgb(238, 242, 246)');
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    expect(await theme()).toBe('system');
    expect(await background()).toBe('rgb(11, 18, 32)');
    expect(await page.evaluate(() => localStorage.getItem('dockwatch-theme'))).toBeNull();
  });
});
