import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Request, type Response } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInApi } from '#core/check-in/check-in.api.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { SCAN_MESSAGES } from '#core/patrol/scan-target.ts';
import { apiPath } from './support/api.ts';
import {
  accessibilityProblems,
  addStoredSession,
  baseUrl,
  cameraChromiumPath,
  launchBrowser,
  login,
  newPhonePage,
  screenshot,
} from './support/browser.ts';
import { locationNamed } from './support/locations.ts';
import { launchPhoneProfile, newProfileDir, waitForKept, waitForServiceWorker } from './support/offline.ts';
import { paced } from './support/pace.ts';
import { expectFailedRequests } from './support/page-watch.ts';

/**
 * A Y4M video (what Chromium's fake camera plays in a loop) of a QR code holding `text`: black
 * modules on white, 640x480, a few identical frames.
 */
function qrVideo(text: string): string {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const width = 640;
  const height = 480;
  const module = Math.floor(420 / (size + 8));
  const left = Math.floor((width - size * module) / 2);
  const top = Math.floor((height - size * module) / 2);
  const y = Buffer.alloc(width * height, 235);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!data[row * size + col]) continue;
      for (let dy = 0; dy < module; dy++) {
        y.fill(
          16,
          (top + row * module + dy) * width + left + col * module,
          (top + row * module + dy) * width + left + (col + 1) * module,
        );
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  const file = join(mkdtempSync(join(tmpdir(), 'dockwatch-qr-')), 'qr.y4m');
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
      ...Array(5).fill(frame),
    ]),
  );
  return file;
}

let browser: Browser | undefined;
let video = '';
const profiles: string[] = [];
afterAll(async () => {
  await browser?.close();
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
});

/**
 * Takes the browser's own BarcodeDetector away before any script runs, so the scanner has to use
 * the ZXing polyfill in its worker (Chromium has a native one on some platforms, not on others).
 */
async function withoutNativeDetector(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
  });
}

/** Every request and response of the context, the decoding worker's included. */
function recordTraffic(context: BrowserContext): { requests: Request[]; responses: Response[] } {
  const traffic = { requests: [] as Request[], responses: [] as Response[] };
  context.on('request', (request) => traffic.requests.push(request));
  context.on('response', (response) => traffic.responses.push(response));
  return traffic;
}

const isDecoderWasm = (url: string) => /\/assets\/zxing_reader-[\w-]+\.wasm$/.test(new URL(url).pathname);
const isDecoderWorker = (url: string) =>
  /\/assets\/qr-decoder\.worker-[\w-]+\.js$/.test(new URL(url).pathname);

describe('in-app scanner', () => {
  let slipGuid = '';
  beforeAll(async () => {
    const plain = await launchBrowser();
    const { page } = await newPhonePage(plain);
    await addStoredSession(page, 'staff');
    slipGuid = (await locationNamed(page, 'A-06L')).guid;
    await plain.close();
    video = qrVideo(`${new URL(baseUrl()).origin}/check-in/${slipGuid}`);
    browser = await chromium.launch({
      executablePath: cameraChromiumPath,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
  });

  it('reads a QR code from the camera and opens the check-in screen', async () => {
    const { page, context, errors } = await newPhonePage(browser!);
    await context.grantPermissions(['camera', 'geolocation']);
    await context.setGeolocation({ latitude: 38.9784, longitude: -76.4922, accuracy: 6 });
    await login(page, 'staff');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scan' }).click();
    await page.waitForURL(`**/check-in/${slipGuid}**`, { timeout: paced(20_000) });
    await page.getByText('Successfully checked in at A-06L', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('reads the code with the ZXing polyfill in a worker, its wasm from this site, nothing from elsewhere', async () => {
    const { page, context, errors } = await newPhonePage(browser!);
    await withoutNativeDetector(context);
    const traffic = recordTraffic(context);
    await context.grantPermissions(['camera', 'geolocation']);
    await context.setGeolocation({ latitude: 38.9784, longitude: -76.4922, accuracy: 6 });
    await login(page, 'staff');
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scan' }).click();
    await page.waitForURL(`**/check-in/${slipGuid}**`, { timeout: paced(20_000) });
    await page.getByText('Successfully checked in at A-06L', { exact: true }).waitFor();
    await screenshot(page, 'patrol-scan-polyfill-check-in');

    const origin = new URL(baseUrl()).origin;
    const urls = traffic.requests.map((r) => r.url()).filter((url) => /^https?:/.test(url));
    expect(urls.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(urls.filter(isDecoderWorker)).toHaveLength(1);
    const wasm = traffic.responses.filter((r) => isDecoderWasm(r.url()));
    expect(wasm).toHaveLength(1);
    expect(wasm[0]!.status()).toBe(200);
    expect(wasm[0]!.headers()['content-type']).toBe('application/wasm');
    expect(wasm[0]!.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(errors).toEqual([]);
  });

  it('scans offline once installed: worker and wasm come from the service worker cache', async () => {
    const profile = newProfileDir();
    profiles.push(profile);
    const { context, page } = await launchPhoneProfile(profile, { fakeCameraVideo: video });
    try {
      await withoutNativeDetector(context);
      await context.grantPermissions(['camera', 'geolocation']);
      await login(page, 'staff');
      await waitForServiceWorker(page);
      // What the guard opens before walking onto the docks: the locations list (kept on the phone).
      const since = await page.evaluate(() => Date.now());
      await page.goto('/locations');
      await page.getByRole('heading', { name: 'Locations' }).first().waitFor();
      await waitForKept(page, locationsApi.list.path, since);
      const traffic = recordTraffic(context);
      await context.setOffline(true);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scan' }).click();
      await page.waitForURL(`**/check-in/${slipGuid}**`, { timeout: paced(20_000) });
      await page.getByTestId('check-in-queued').waitFor();
      await screenshot(page, 'patrol-scan-offline-queued');
      const wasm = traffic.responses.filter((r) => isDecoderWasm(r.url()));
      expect(wasm.length).toBeGreaterThan(0);
      expect(wasm.every((r) => r.fromServiceWorker() && r.status() === 200)).toBe(true);
    } finally {
      await context.setOffline(false).catch(() => {});
      await context.close();
    }
  });

  it('says so when the camera is refused, and refuses foreign codes typed by hand', async () => {
    const { page } = await newPhonePage(browser!);
    await addStoredSession(page, 'staff');
    await page.goto('/scan');
    await page.getByText(SCAN_MESSAGES.cameraRefused).waitFor();
    await page.getByLabel('Enter code').fill(`https://elsewhere.example/check-in/${slipGuid}`);
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByText(SCAN_MESSAGES.foreign).waitFor();
    await screenshot(page, 'patrol-scan-refused');
    expect(await accessibilityProblems(page)).toEqual([]);
    const unknown = crypto.randomUUID();
    expectFailedRequests(page, {
      method: checkInApi.location.method,
      path: apiPath(checkInApi.location, { params: { guid: unknown } }),
      status: 404,
    });
    await page.getByLabel('Enter code').fill(unknown);
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByText(SCAN_MESSAGES.unknown).waitFor();
    await page.getByLabel('Enter code').fill(slipGuid);
    await page.getByRole('button', { name: 'Open' }).click();
    await page.waitForURL(`**/check-in/${slipGuid}**`);
  });
});
