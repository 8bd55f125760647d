/**
 * Renders the PWA icons (PNG) from src/web/public/favicon.svg with Chromium:
 * `npx tsx scripts/make-icons.ts`. The PNGs are committed; run this again only when the logo changes.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = resolve(import.meta.dirname, '../src/web/public');
const svg = readFileSync(resolve(publicDir, 'favicon.svg'), 'utf8');

/** Maskable icons keep the logo inside the 80% safe zone on a full-bleed background. */
const icons = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/icon-maskable-512.png', size: 512, maskable: true },
  { file: 'icons/apple-touch-icon-180.png', size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
for (const { file, size, maskable } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  const inner = maskable ? Math.round(size * 0.8) : size;
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? '#0b4f8a' : 'transparent'}">
      <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  await page.screenshot({ path: resolve(publicDir, file), omitBackground: !maskable });
  await page.close();
}
await browser.close();
