/**
 * The check-in's interaction latency, measured inside the page on its own clock: from the guard's
 * tap to the check-in banner's confirmation on screen. Shared by e2e/check-in-latency.e2e.ts and
 * the bench (scripts/bench/check-in-latency.ts).
 *
 * The check-in screen has no button to press: opening /check-in/{guid} is the check-in (spec 000
 * section 4). So the tap is one of the two ways a guard opens it:
 * - 'scan': on the app's Scan screen, the location's code typed and 'Open' tapped, the in-app way
 *   (a camera read takes the same path once decoded). Starts at that tap's pointerdown
 *   (`event.timeStamp`), the moment the finger touched the screen.
 * - 'tag': a QR code or NFC tag opens the check-in address in the browser, a page load. Starts
 *   at the navigation's start (`performance.timeOrigin`, 0 on the new page's clock).
 * Ends when the banner has turned to its confirmation (data-phase="success": 'Successfully
 * checked in', or offline 'saved on this phone') and a frame has been drawn since: the time is
 * read in a task queued from the next animation frame, after that frame's paint.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { isKept } from '../support/offline-phone.ts';
import { percentile } from './stats.ts';

export type CheckInWay = 'scan' | 'tag';

export const WAY_LABELS: Record<CheckInWay, string> = {
  scan: "'Open' on the Scan screen",
  tag: 'a tag opens the address',
};

export interface TimedCheckIn {
  way: CheckInWay;
  locationGuid: string;
  /** Tap to confirmation on screen, in ms of the page's clock. */
  ms: number;
  /** Saved on the phone for later ('queued'), rather than sent. */
  queued: boolean;
}

/** What the in-page probe has seen since it was last cleared. */
interface Probe {
  tapAt: number | null;
  /** When the confirmation had been drawn. */
  confirmedAt: number | null;
  queued: boolean | null;
  /** The banner's last phase other than 'checking' ('failed', 'already'): the run went wrong. */
  otherPhase: string | null;
}

type ProbeWindow = Window & { __checkInProbe: Probe };

/**
 * Runs in every document of the context before the app: the tap listener and the banner watch.
 * Plain JavaScript in a string: a function's source would carry the helpers tsx adds to named
 * functions (`__name`), which the page does not have.
 */
const PROBE_SCRIPT = `{
window.__checkInProbe = { tapAt: null, confirmedAt: null, queued: null, otherPhase: null };
addEventListener('pointerdown', (event) => { window.__checkInProbe.tapAt = event.timeStamp; }, { capture: true });
let drawing = false;
new MutationObserver(() => {
  const probe = window.__checkInProbe;
  if (drawing || probe.confirmedAt !== null) return;
  const banner = document.querySelector('[data-testid="check-in-banner"]');
  const phase = banner && banner.getAttribute('data-phase');
  if (phase === 'success') {
    drawing = true;
    probe.queued = banner.querySelector('[data-testid="check-in-queued"]') !== null;
    requestAnimationFrame(() => setTimeout(() => {
      drawing = false;
      probe.confirmedAt = performance.now();
    }));
  } else if (phase && phase !== 'checking') probe.otherPhase = phase;
}).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-phase'] });
}`;

/** Installs the probe in every page the context opens from now on. */
export async function installCheckInProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: PROBE_SCRIPT });
}

const clearProbe = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as ProbeWindow).__checkInProbe = {
      tapAt: null,
      confirmedAt: null,
      queued: null,
      otherPhase: null,
    };
  });

/** One check-in at this location, the given way, timed. Throws when it does not confirm. */
export async function timeCheckIn(page: Page, way: CheckInWay, locationGuid: string): Promise<TimedCheckIn> {
  if (way === 'scan') {
    // In the app, as the guard does between two check-ins: the Scan tab of the bottom navigation.
    const scanTab = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scan' });
    if (new URL(page.url()).pathname !== '/scan') {
      if (await scanTab.isVisible()) await scanTab.tap();
      else await page.goto('/scan');
    }
    await page.getByLabel('Enter code').fill(locationGuid);
    await clearProbe(page);
    await page.getByRole('button', { name: 'Open' }).tap();
  } else {
    await page.goto(`/check-in/${locationGuid}`, { waitUntil: 'commit' });
  }
  const handle = await page.waitForFunction(
    () => {
      const probe = (window as unknown as Partial<ProbeWindow>).__checkInProbe;
      return probe && (probe.confirmedAt !== null || probe.otherPhase !== null) ? probe : null;
    },
    null,
    { timeout: 30_000 },
  );
  const probe = (await handle.jsonValue()) as Probe;
  if (probe.confirmedAt === null)
    throw new Error(`the check-in at ${locationGuid} (${way}) ended '${probe.otherPhase}'`);
  const start = way === 'scan' ? probe.tapAt : 0;
  if (start === null) throw new Error(`no tap was seen before the check-in at ${locationGuid}`);
  return { way, locationGuid, ms: probe.confirmedAt - start, queued: probe.queued === true };
}

/** A check-in at each location in turn, the given way. */
export async function timeCheckIns(
  page: Page,
  way: CheckInWay,
  locationGuids: string[],
): Promise<TimedCheckIn[]> {
  const timed: TimedCheckIn[] = [];
  for (const guid of locationGuids) timed.push(await timeCheckIn(page, way, guid));
  return timed;
}

/**
 * What a guard does before walking out of signal: opens the location list, which the app keeps
 * on the phone; check-ins at any of them then work offline (the service worker must be in
 * control already).
 */
export async function keepLocationsForOffline(page: Page): Promise<void> {
  const since = await page.evaluate(() => Date.now());
  await page.goto('/locations');
  const deadline = Date.now() + 15_000;
  while (!(await isKept(page, '/api/locations', since))) {
    if (Date.now() > deadline) throw new Error('the locations list was not kept for offline use');
    await page.waitForTimeout(100);
  }
}

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarizeLatency(timed: TimedCheckIn[]): LatencySummary {
  const sorted = timed.map((t) => t.ms).sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export interface LatencySeries {
  way: CheckInWay;
  network: 'online' | 'offline';
  timed: TimedCheckIn[];
}

export function formatLatency(series: LatencySeries[]): string {
  const ms = (n: number) => `${Math.round(n)} ms`.padEnd(9);
  const lines = [
    'Check-in: tap to confirmation on screen, on the page clock (390x844, installed app)',
    `${'how'.padEnd(27)} ${'network'.padEnd(8)} n    p50       p99       max`,
  ];
  for (const { way, network, timed } of series) {
    const s = summarizeLatency(timed);
    lines.push(
      `${WAY_LABELS[way].padEnd(27)} ${network.padEnd(8)} ${String(s.count).padEnd(4)} ${ms(s.p50)} ${ms(s.p99)} ${ms(s.max)}`,
    );
  }
  return lines.join('\n');
}
