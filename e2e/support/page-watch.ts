import type { Page, Request, Response } from 'playwright-core';
import { authApi } from '#core/auth/auth.api.ts';

/**
 * Every browser test fails on a page error, a console error or a failed request it did not
 * expect (issue 15). Pages opened through `newPhonePage` or `launchPhoneProfile` are watched; the
 * setup file `no-unexpected-errors.ts` checks them after each test.
 *
 * What counts as a failed request:
 * - an answer of 400 or more from our server. Answers the test made up itself (`route.fulfill`)
 *   have no server address and are the test's own doing;
 * - a request that never got an answer, except one the app or a navigation cancelled
 *   (net::ERR_ABORTED). Pages of the offline profiles cut the network on purpose, so there only
 *   answers count.
 */
export interface ExpectedFailure {
  method?: string;
  /** The URL's path, exactly or by pattern. */
  path: string | RegExp;
  /** The status expected, or 'failed' for no answer at all; any failure when left out. */
  status?: number | 'failed';
}

/** A signed-out page asks who is signed in and is told 401: that is how it learns it. */
const ALWAYS_EXPECTED: ExpectedFailure[] = [
  { method: authApi.user.method, path: authApi.user.path, status: 401 },
];

interface Watch {
  errors: string[];
  expected: ExpectedFailure[];
  pending: Set<Promise<void>>;
  /** Requests sent and not yet answered in full (or failed); `requestsSettled` waits on them. */
  inFlight: Set<Request>;
  onSettled: (() => void)[];
}

const watches = new Map<Page, Watch>();

function matches(failure: ExpectedFailure, method: string, path: string, status: number | 'failed'): boolean {
  if (failure.method && failure.method !== method) return false;
  if (failure.status !== undefined && failure.status !== status) return false;
  return typeof failure.path === 'string' ? failure.path === path : failure.path.test(path);
}

function record(watch: Watch, request: Request, status: number | 'failed', detail: string): void {
  const method = request.method();
  const url = new URL(request.url());
  const expected = [...ALWAYS_EXPECTED, ...watch.expected];
  if (expected.some((failure) => matches(failure, method, url.pathname, status))) return;
  watch.errors.push(`failed request: ${method} ${url.pathname}${url.search} ${detail}`);
}

async function onResponse(watch: Watch, response: Response): Promise<void> {
  if (response.status() < 400) return;
  // A made-up answer (route.fulfill) comes from no server.
  const server = await response.serverAddr().catch(() => null);
  if (!server) return;
  record(watch, response.request(), response.status(), `answered ${response.status()}`);
}

/**
 * Starts recording the page's unexpected errors into `errors` (the same array the test holds).
 * `network: false` leaves out requests that got no answer (the offline profiles).
 */
export function watchPage(page: Page, errors: string[], options: { network: boolean }): void {
  const watch: Watch = { errors, expected: [], pending: new Set(), inFlight: new Set(), onSettled: [] };
  watches.set(page, watch);
  const ended = (request: Request) => {
    watch.inFlight.delete(request);
    if (watch.inFlight.size === 0) for (const done of watch.onSettled.splice(0)) done();
  };
  page.on('request', (request) => watch.inFlight.add(request));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // The resource errors Chromium logs are the failed requests, judged below with their URL.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    const done = onResponse(watch, response).finally(() => watch.pending.delete(done));
    watch.pending.add(done);
  });
  if (options.network) {
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? 'no answer';
      if (reason === 'net::ERR_ABORTED') return;
      record(watch, request, 'failed', reason);
    });
  }
}

/**
 * Resolves once no request of the page is on its way: a condition, where Playwright's
 * 'networkidle' waits for half a second of quiet. A page that is not watched waits for that.
 */
export async function requestsSettled(page: Page): Promise<void> {
  const watch = watches.get(page);
  if (!watch) return page.waitForLoadState('networkidle');
  if (watch.inFlight.size === 0) return;
  await new Promise<void>((done) => watch.onSettled.push(done));
}

/**
 * Holds the page's requests to `pattern` until the returned release is called (poor signal, or a
 * screen that is to be looked at before its read answers and moves it on), then lets them through.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Declares failures this test provokes on purpose (a wrong password, a missing page, …). */
export function expectFailedRequests(page: Page, ...failures: ExpectedFailure[]): void {
  const watch = watches.get(page);
  if (!watch) throw new Error('expectFailedRequests: the page is not watched (use newPhonePage)');
  watch.expected.push(...failures);
}

/**
 * The pages still open of the contexts watched since the last `takeUnexpectedErrors` (the watched
 * pages and any other page a test opened beside them), for the screenshots of a failed test.
 */
export function openPagesWatched(): Page[] {
  const pages = new Set<Page>();
  for (const page of watches.keys()) {
    for (const open of page.context().pages()) if (!open.isClosed()) pages.add(open);
  }
  return [...pages];
}

/** The unexpected errors of every page watched since the last call; forgets those pages. */
export async function takeUnexpectedErrors(): Promise<string[]> {
  const all: string[] = [];
  for (const [page, watch] of watches) {
    await Promise.all(watch.pending);
    all.push(...watch.errors.map((error) => `${page.url()}: ${error}`));
  }
  watches.clear();
  return all;
}
