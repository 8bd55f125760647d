/**
 * What the global setup and the tests share about Chromium, without Vitest's `inject` (the
 * global setup runs outside the test workers).
 */
import type { Page } from 'playwright-core';

/**
 * Debian's headless shell (the package chromium-headless-shell; what Playwright drives headless by
 * default), unless CHROMIUM_PATH names another Chromium or Chrome binary. On this machine it took
 * 132 CPU seconds where the full browser took 302 for the same six test files (docs/testing.md).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The full browser (Debian's chromium), for the scanner's tests: the headless shell has no media
 * stack, so Chromium's fake camera (`--use-file-for-fake-video-capture`) shows it nothing.
 */
export const cameraChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A phone: the size the app is designed for. */
export const PHONE = { width: 390, height: 844 } as const;

/** Types through our own sign-in page and waits until the app has left it. */
export async function typeSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}
