import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { watchPage } from './page-watch.ts';
import type { DemoRole } from './provided.ts';

/** Debian's Chromium unless CHROMIUM_PATH names another Chromium or Chrome binary. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const launchArgs = [
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

export const screenshotDir = resolve(import.meta.dirname, '../../test-results/screenshots');

export function baseUrl(): string {
  return inject('baseUrl');
}

export function launchBrowser(): Promise<Browser> {
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
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(20_000);
  const page = await context.newPage();
  const errors: string[] = [];
  watchPage(page, errors, { network: true });
  return { context, page, errors };
}

/** Signs in through our own sign-in page and waits until the app has left it. */
export async function login(page: Page, role: DemoRole): Promise<void> {
  const { email, password } = inject('demoLogins')[role];
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Saves test-results/screenshots/<name>.png of the whole page, or with `fullPage: false` of what
 * the phone shows (a dialog that scrolls on its own).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({
    path: resolve(screenshotDir, `${name}.png`),
    fullPage,
    animations: 'disabled',
  });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Accessibility problems (axe-core, WCAG 2 A and AA) of the current screen, as readable lines. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  // Colours mid-transition (a Yes button just pressed fades to the primary colour over 150 ms)
  // would be judged half-way: let finite animations and transitions end first (not spinners).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 3),
    }));
  });
  return violations.map((v) => `${v.impact} ${v.id}: ${v.targets.join(', ')}`);
}
