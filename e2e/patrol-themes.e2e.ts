import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  launchBrowser,
  login,
  newPhonePage,
  screenSettled,
  screenshot,
} from './support/browser.ts';
import { locationNamed } from './support/locations.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

/** Once the screen has settled: its screenshot (when asked) and any text failing WCAG AA contrast (axe's color-contrast rule). */
async function shoot(page: Page, scheme: Scheme, name: string, problems: Record<string, string[]>) {
  await screenSettled(page);
  await screenshot(page, `theme-${scheme}-${name}`, { fullPage: false });
  const found = await axeViolations(page, ['color-contrast']);
  if (found.length)
    problems[`${scheme} ${name}`] = found.flatMap((v) => v.targets.map((t) => `${t}: ${v.help}`));
}

/** A phone in the given device colour scheme, on the Annapolis docks. */
async function schemePhone(scheme: Scheme) {
  const phone = await newPhonePage(browser);
  await phone.page.emulateMedia({ colorScheme: scheme });
  await phone.context.grantPermissions(['geolocation']);
  await phone.context.setGeolocation({ latitude: 38.9784, longitude: -76.4922, accuracy: 6 });
  return phone;
}

/** The signed-in screens, a few per test so that each test stays short on a busy machine. */
const SCREEN_GROUPS: {
  title: string;
  screens: (ids: { dock: string; slip: string }) => [string, string][];
}[] = [
  {
    title: 'dashboard and locations',
    screens: ({ dock }) => [
      ['03-dashboard', '/'],
      ['04-locations', '/locations'],
      ['05-location', `/location/${dock}`],
      ['06-edit-location', `/edit-location/${dock}`],
      ['07-add-location', '/add-location'],
    ],
  },
  {
    title: 'activity, shift, checklists, issues and meters',
    screens: () => [
      ['08-activity', '/activity'],
      ['09-shift-summary', '/shift-summary'],
      ['10-checklists', '/checklists'],
      ['11-issues', '/issues'],
      ['12-meter-reads', '/meter-reads'],
    ],
  },
  {
    title: 'backend and settings',
    screens: () => [
      ['13-backend', '/backend'],
      ['14-name-fixer', '/backend/location-name-fixer'],
      ['15-marina-settings', '/marina-settings'],
      ['20-not-found', '/no-such-page'],
    ],
  },
  {
    title: 'field screens',
    screens: ({ slip }) => [
      ['16-record-meter', `/record-meter/${slip}/power`],
      ['17-check-in', `/check-in/${slip}`],
      ['18-labels', '/labels'],
      ['19-scan', '/scan'],
    ],
  },
];

describe.each(SCHEMES)('night mode, %s theme (device setting)', (scheme) => {
  it('renders the signed-out screens readable', async () => {
    const { page, errors } = await schemePhone(scheme);
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
    expect(problems).toEqual({});
    expect(errors).toEqual([]);
  });

  for (const group of SCREEN_GROUPS) {
    it(`renders the ${group.title} readable`, async () => {
      const { page, errors } = await schemePhone(scheme);
      const problems: Record<string, string[]> = {};
      await login(page, 'super_admin');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(scheme === 'dark' ? 'rgb(11, 18, 32)' : 'rgb(238, 242, 246)');
      const dock = (await locationNamed(page, 'Dock C')).guid;
      const slip = (await locationNamed(page, 'C-04R')).guid;
      for (const [name, path] of group.screens({ dock, slip })) {
        await page.goto(path);
        await shoot(page, scheme, name, problems);
      }
      expect(problems).toEqual({});
      expect(errors).toEqual([]);
    });
  }

  it('renders the user menu readable', async () => {
    const { page, errors } = await schemePhone(scheme);
    const problems: Record<string, string[]> = {};
    await login(page, 'super_admin');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitemradio', { name: 'System' }).waitFor();
    await shoot(page, scheme, '21-user-menu', problems);
    expect(problems).toEqual({});
    expect(errors).toEqual([]);
  });
});

describe('night mode', () => {
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
