import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { authApi } from '#core/auth/auth.api.ts';
import { cameraChromiumPath, chromiumPath, launchArgs, PHONE, typeSignIn } from './chromium.ts';
import { e2eServer } from './e2e-server.ts';
import { paced, QUIET_LIMITS } from './pace.ts';
import { requestsSettled, watchPage } from './page-watch.ts';
import type { DemoRole } from './provided.ts';

export { cameraChromiumPath, chromiumPath, PHONE };

export const screenshotDir = resolve(import.meta.dirname, '../../test-results/screenshots');

/** E2E_SCREENSHOTS=1: `screenshot()` and its kin save their pictures; otherwise they do nothing. */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

export function baseUrl(): string {
  return e2eServer().baseUrl;
}

/**
 * The run's one Chromium (started by the global setup), connected to: `close()` ends this file's
 * contexts and disconnects, the browser stays for the next file. Without one (a setup that
 * started none) it launches a Chromium of its own.
 */
export function launchBrowser(): Promise<Browser> {
  const wsEndpoint = inject('browserWsEndpoint');
  if (wsEndpoint) return chromium.connect(wsEndpoint);
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: launchArgs });
}

export interface PhonePage {
  context: BrowserContext;
  page: Page;
  /**
   * Page errors, console errors (CSP violations show up here) and failed requests not declared
   * with `expectFailedRequests`, seen so far. Each test also fails on them after it ends.
   */
  errors: string[];
}

/** Gives a context's waits a quiet machine's limits stretched to the machine's pace (support/pace.ts). */
export function stretchWaits(context: BrowserContext): void {
  context.setDefaultTimeout(paced(QUIET_LIMITS.action));
  context.setDefaultNavigationTimeout(paced(QUIET_LIMITS.navigation));
}

/**
 * A fresh browser context (no cookies, no storage) with one page at phone size, without the
 * service worker. It installs and takes control a second or two after the first load, while a
 * test runs, and in about one run in eight a request made around then went past `page.route`:
 * a test that fakes a server error saved the note for real. Playwright advises blocking service
 * workers where requests are routed. The offline tests run the worker on their own phone
 * profiles (support/offline.ts). `options` adds to the context's (a `timezoneId`, say).
 */
export async function newPhonePage(
  browser: Browser,
  viewport: { width: number; height: number } = PHONE,
  options: BrowserContextOptions = {},
): Promise<PhonePage> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    deviceScaleFactor: 1,
    isMobile: viewport.width < 600,
    hasTouch: viewport.width < 600,
    locale: 'en-US',
    serviceWorkers: 'block',
    ...options,
  });
  stretchWaits(context);
  const page = await context.newPage();
  const errors: string[] = [];
  watchPage(page, errors, { network: true });
  return { context, page, errors };
}

/**
 * Signs the page in as `role` with the run's stored sign-in of that role (the cookies its sign-in
 * through the form left, global setup), then opens the sign-in page, which goes on where a
 * sign-in through the form goes (the saved return address, else home) and waits until it has.
 * Every test signed in as a role shares that role's one session: a test that signs out, or
 * otherwise ends or replaces its session, must use `loginThroughForm` instead.
 */
export async function login(page: Page, role: DemoRole): Promise<void> {
  await addStoredSession(page, role);
  await page.goto('/login');
  try {
    await page.waitForURL((url) => url.pathname !== '/login');
  } catch (error) {
    throw new Error(
      `login(${role}): the stored session did not sign in; did an earlier test end it (sign out)` +
        ' without loginThroughForm?',
      { cause: error },
    );
  }
}

const rolesSignedIn = new Set<DemoRole>();

/**
 * Signs the page's context in as `role` with the run's stored sign-in of that role (its cookies),
 * without opening any page: what `login` does before it navigates. For a test whose first look is
 * a `page.goto` of its own (after set-up through the API, `page.request`, which needs only the
 * cookies): it saves loading home, which the test would never look at. Like `login`, every test
 * signed in as a role shares that role's one session: a test that signs out, or otherwise ends or
 * replaces its session, must use `loginThroughForm` instead.
 */
export async function addStoredSession(page: Page, role: DemoRole): Promise<void> {
  rolesSignedIn.add(role);
  await page.context().addCookies(e2eServer().signedInCookies[role]);
}

/**
 * After each test (support/no-unexpected-errors.ts): the roles whose stored session the test used
 * and has ended or replaced (a sign-out, a second sign-in in the same context). Such a test must
 * use `loginThroughForm`, or every later test signed in as that role would find itself signed out.
 */
export async function takeEndedStoredSessions(): Promise<DemoRole[]> {
  const roles = [...rolesSignedIn];
  rolesSignedIn.clear();
  const ended: DemoRole[] = [];
  for (const role of roles) {
    const cookie = e2eServer()
      .signedInCookies[role].map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    const response = await fetch(new URL(authApi.user.path, baseUrl()), { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) ended.push(role);
  }
  return ended;
}

/** Signs in through our own sign-in page, typing, with a session of its own; waits until the app has left it. */
export async function loginThroughForm(page: Page, role: DemoRole): Promise<void> {
  const { email, password } = e2eServer().demoLogins[role];
  await typeSignIn(page, email, password);
}

/**
 * With E2E_SCREENSHOTS=1, saves test-results/screenshots/<name>.png of the whole page, or with
 * `fullPage: false` of what the phone shows (a dialog that scrolls on its own). Otherwise nothing:
 * a test that fails saves its pages anyway (support/no-unexpected-errors.ts).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!screenshotsWanted) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({
    path: resolve(screenshotDir, `${name}.png`),
    fullPage,
    animations: 'disabled',
  });
}

/** With E2E_SCREENSHOTS=1, saves test-results/screenshots/<name>.png of one element (a card). */
export async function elementScreenshot(locator: Locator, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  mkdirSync(screenshotDir, { recursive: true });
  await locator.screenshot({ path: resolve(screenshotDir, `${name}.png`) });
}

/**
 * The text of a download (a CSV), read through Playwright's stream: the browser is connected to
 * (launchBrowser), so the file it saved is not on this side for `download.path()`.
 */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Waits until the page's finite animations and transitions have ended (not spinners, which never end). */
export async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Waits until the screen has settled: a heading is there (a dialog's counts), no request is on
 * its way, nothing is marked as loading (aria-busy) or left as a skeleton, and finite animations
 * have ended.
 */
export async function screenSettled(page: Page): Promise<void> {
  await page.locator('h1, [role="dialog"] h2').first().waitFor();
  await requestsSettled(page);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [data-skeleton]'));
  await finishAnimations(page);
}

/**
 * Opens a screen and waits until it has settled, for a test that then taps something below
 * sections that load side by side (Marina Settings): one finishing above moves what is below it,
 * and Playwright checks only where a tap goes down, so a tap could go down on a button and come up
 * beside it, and no click would happen.
 */
export async function gotoSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await screenSettled(page);
}

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe-core's violations on the current screen for the given rule tags (or rule ids). */
export async function axeViolations(page: Page, runOnly: string[]): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { runOnly: only });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, runOnly);
}

/** Accessibility problems (axe-core, WCAG 2 A and AA) of the current screen, as readable lines. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  // Colours mid-transition (a Yes button just pressed fades to the primary colour over 150 ms)
  // would be judged half-way.
  await finishAnimations(page);
  const violations = await axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  return violations.map((v) => `${v.impact} ${v.id}: ${v.targets.slice(0, 3).join(', ')}`);
}
