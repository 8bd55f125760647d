/**
 * npm run bench:check-in [-- --runs 10 --skip-build]
 *
 * The check-in's interaction latency (issue 20 item 3): on the real server with demo data and a
 * built web app, the demo guard's phone (Chromium at 390x844, touch, the app installed: service
 * worker in control) checks in at `--runs` locations each way, online then offline, and the
 * page's own clock gives the time from the tap to the confirmation on screen
 * (scripts/bench/check-in-timing.ts says what is measured). Prints p50, p99 and max per way and
 * network. No CPU slowdown: these are this machine's milliseconds, not a phone's.
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { ensureChromium } from '../ensure-chromium.ts';
import { waitForServiceWorker } from '../support/offline-phone.ts';
import {
  type CheckInWay,
  formatLatency,
  installCheckInProbe,
  keepLocationsForOffline,
  type LatencySeries,
  timeCheckIns,
} from './check-in-timing.ts';
import { machine } from './report.ts';
import { startBenchServer } from './web-app-server.ts';

/** The demo marina's dock, as the guard's phone reports it. */
const GUARD_POSITION = { latitude: 27.7709, longitude: -82.6403, accuracy: 8 };
const WAYS: CheckInWay[] = ['scan', 'tag'];

export async function runCheckInLatencyBench(options: { runs: number; skipBuild: boolean }) {
  const server = await startBenchServer({ label: 'check-in', skipBuild: options.skipBuild });
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-sync',
      '--disable-background-networking',
    ],
  });
  try {
    const { cookie, locations } = await server.signIn('staff');
    const leaves = locations.filter((l) => !locations.some((c) => c.parentId === l.guid));
    const targets = Array.from({ length: options.runs }, (_, i) => leaves[i % leaves.length]!.guid);
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      permissions: ['geolocation'],
      geolocation: GUARD_POSITION,
    });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.baseUrl };
      }),
    );
    await installCheckInProbe(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    await page.goto('/');
    await waitForServiceWorker(page);
    await keepLocationsForOffline(page);

    const series: LatencySeries[] = [];
    for (const network of ['online', 'offline'] as const) {
      await context.setOffline(network === 'offline');
      for (const way of WAYS) {
        const timed = await timeCheckIns(page, way, targets);
        const sent = timed.filter((t) => t.queued === (network === 'offline')).length;
        if (sent !== timed.length)
          throw new Error(`${way} ${network}: ${timed.length - sent} check-ins did not end as expected`);
        console.log(`[check-in] ${way} ${network}: ${timed.map((t) => Math.round(t.ms)).join(', ')} ms`);
        series.push({ way, network, timed });
      }
    }
    await context.setOffline(false);
    // Offline, the failed requests of the check-in lookup are the app's expected path, not faults.
    const faults = problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(p));
    if (faults.length > 0) console.log(`[check-in] the page reported:\n  ${faults.join('\n  ')}`);
    return series;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '10' }, 'skip-build': { type: 'boolean', default: false } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error('usage: npm run bench:check-in -- [--runs N] [--skip-build]');
    process.exit(2);
  }
  console.log(machine());
  const series = await runCheckInLatencyBench({ runs, skipBuild: values['skip-build'] });
  console.log(formatLatency(series));
}
