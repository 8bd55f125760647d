/**
 * The front-end budget (issue 7, ADR 0019): a phone downloads at most 150 KB of gzipped
 * JavaScript before the first screen, and every page is its own chunk. Builds the app into a
 * temporary directory (never reusing dist/web, which may be stale or from another branch), unless
 * DOCKWATCH_WEB_BUILD names a build made this run with `vite build --manifest` (npm test builds the
 * web app once into dist/web and sets it, so this test, the production check and the browser tests
 * share that build).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { en, es } from '#web/locales/index.ts';

const INITIAL_JS_BUDGET_BYTES = 150 * 1024;

const root = resolve(import.meta.dirname, '../..');
let outDir: string;
/** The shared build npm test made (read only, never removed), when it names one. */
const sharedBuild = process.env.DOCKWATCH_WEB_BUILD;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

beforeAll(() => {
  if (sharedBuild) {
    outDir = resolve(root, sharedBuild);
    if (!existsSync(join(outDir, '.vite/manifest.json')))
      throw new Error(
        `DOCKWATCH_WEB_BUILD=${sharedBuild} holds no .vite/manifest.json (build it with vite build --manifest)`,
      );
    return;
  }
  outDir = mkdtempSync(join(tmpdir(), 'dockwatch-web-budget-'));
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--sourcemap',
      'false',
      '--logLevel',
      'warn',
    ],
    // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
}, 180_000);

afterAll(() => {
  if (outDir && !sharedBuild) rmSync(outDir, { recursive: true, force: true });
});

const readManifest = (): Manifest => JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));

/** What index.html makes the browser fetch before anything renders: the entry and its modulepreloads. */
function initialScripts(): string[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files: string[] = [];
  for (const tag of tags) {
    const isEntry = /^<script\b/.test(tag) && /\btype="module"/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="\/([^"]+)"/.exec(tag)?.[1];
    if ((isEntry || isPreload) && url) files.push(url);
  }
  return files;
}

/** Every chunk the entry pulls in with static imports (what runs before the first screen). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

describe('front-end budget', () => {
  it('keeps the initial JavaScript under 150 KB gzipped', () => {
    const files = initialScripts();
    expect(files.length).toBeGreaterThan(0);

    // index.html must preload everything the entry imports statically, or the phone finds it late.
    const manifest = readManifest();
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    expect(entry).toBeDefined();
    const closure = [...staticClosure(manifest, entry!)].map((key) => manifest[key]!.file);
    expect(files.slice().sort()).toEqual(closure.slice().sort());

    const sizes = files.map((file) => ({
      file,
      gzip: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
    }));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `[budget] initial JavaScript: ${kb(total)} gzip of ${kb(INITIAL_JS_BUDGET_BYTES)} ` +
        `(${sizes.map((s) => `${s.file} ${kb(s.gzip)}`).join(', ')})`,
    );
    expect(total).toBeLessThan(INITIAL_JS_BUDGET_BYTES);
  });

  it("keeps the screens' words and every other language out of the first download, precached", () => {
    const manifest = readManifest();
    const code = (file: string) => readFileSync(join(outDir, file), 'utf8');
    const initial = initialScripts().map(code).join('\n');
    // The frame's English is there; a screen's English (the meter screens') and Spanish are not.
    expect(initial).toContain(en.auth.signIn);
    expect(initial).not.toContain(en.meters.suggestion.label);
    expect(initial).not.toContain(es.auth.intro);
    // Each namespace file is a lazy chunk of its own with all its languages, and the service worker
    // precaches it, so a screen opened offline still has its words. A namespace's file is
    // `locales/<namespace>.ts`, the frame's or a feature's; the frame's English is in the entry, so
    // its file is loaded again as `<file>?lazy` for the other languages.
    const sw = code('sw.js');
    const frame = ['common', 'shell', 'auth', 'dashboard', 'errors'];
    const keyOf = (namespace: string) =>
      Object.keys(manifest).find((key) => new RegExp(`/locales/${namespace}\\.ts(\\?lazy)?$`).test(key));
    for (const namespace of Object.keys(en)) {
      const key = keyOf(namespace);
      expect(key?.endsWith('?lazy'), `${namespace} is loaded again for the other languages`).toBe(
        frame.includes(namespace),
      );
      expect(key && manifest[key]?.isDynamicEntry, `${namespace} is a chunk of its own`).toBe(true);
      expect(sw, `${namespace} is precached`).toContain(manifest[key!]!.file);
    }
    expect(code(manifest[keyOf('auth')!]!.file)).toContain(es.auth.intro);
  });

  it('splits every page of the route table into its own chunk, outside the initial download', () => {
    const manifest = readManifest();
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)!;
    const initial = staticClosure(manifest, entry);
    // Every page file of the features (routes.tsx loads each with lazyWithPreload); only the small
    // landing page, shown while the signed-in user loads, belongs to the shell.
    const pages = readdirSync(join(root, 'src/web/features'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /[\\/]pages[\\/][^\\/]+-page\.tsx$/.test(f))
      .map((f) => `src/web/features/${f.replaceAll('\\', '/')}`)
      .filter((f) => f !== 'src/web/features/landing/pages/landing-page.tsx');
    expect(pages.length).toBeGreaterThan(15);
    for (const page of pages) {
      expect(manifest[page]?.isDynamicEntry, `${page} is a chunk of its own`).toBe(true);
      expect(initial.has(page), `${page} is not in the initial download`).toBe(false);
    }
  });

  it('keeps the form libraries and schemas out of the pages that only show data (check-in, locations, dashboard)', () => {
    const manifest = readManifest();
    const chunksOf = (page: string) => [...staticClosure(manifest, page)].map((key) => manifest[key]!.file);
    const forms = (files: string[]) => files.filter((file) => /^assets\/forms-[\w-]+\.js$/.test(file));
    // A page with a form does load them: the chunk is found where it belongs.
    expect(forms(chunksOf('src/web/features/locations/pages/add-location-page.tsx'))).toHaveLength(1);
    for (const page of [
      'src/web/features/check-in/pages/check-in-page.tsx',
      'src/web/features/locations/pages/locations-page.tsx',
      'src/web/features/dashboard/pages/dashboard-page.tsx',
    ]) {
      expect(forms(chunksOf(page)), page).toEqual([]);
    }
    // No shared chunk (the shell, 'common', 'libs', 'icons') pulls 'forms' in behind a page's back.
    for (const chunk of Object.values(manifest).filter((c) => !c.isDynamicEntry && !/forms-/.test(c.file))) {
      expect(forms((chunk.imports ?? []).map((key) => manifest[key]!.file)), chunk.file).toEqual([]);
    }
    // The Create Issue form is loaded when its dialog is about to open.
    const createIssueForm = 'src/web/features/issues/components/create-issue-form.tsx';
    expect(manifest[createIssueForm]?.isDynamicEntry).toBe(true);
    expect(forms(chunksOf(createIssueForm))).toHaveLength(1);
    // So is the user menu's Change Password form, when the menu opens.
    const changePasswordForm = 'src/web/features/account/components/change-password-form.tsx';
    expect(manifest[changePasswordForm]?.isDynamicEntry).toBe(true);
    expect(forms(chunksOf(changePasswordForm))).toHaveLength(1);
  });

  it('loads the QR decoder (barcode-detector polyfill, ZXing wasm) only on /scan, precached for offline', () => {
    const assets = readdirSync(join(outDir, 'assets'));
    const wasm = assets.filter((f) => /^zxing_reader-[\w-]+\.wasm$/.test(f));
    const worker = assets.filter((f) => /^qr-decoder\.worker-[\w-]+\.js$/.test(f));
    expect(wasm).toHaveLength(1);
    expect(worker).toHaveLength(1);
    const code = (file: string) => readFileSync(join(outDir, file), 'utf8');
    // The worker asks for the wasm at this site's own address, not the polyfill's CDN default.
    expect(code(`assets/${worker[0]}`)).toContain(`/assets/${wasm[0]}`);
    // Nothing before the first screen names the worker or holds the polyfill.
    for (const file of initialScripts()) {
      expect(code(file), file).not.toContain(worker[0]);
      expect(code(file), file).not.toContain('BarcodeDetector');
    }
    // The scan page starts the worker; no other page does.
    const manifest = readManifest();
    const scanPage = 'src/web/features/patrol/pages/scan-page.tsx';
    const startsWorker = (key: string) => code(manifest[key]!.file).includes(worker[0]!);
    expect([...staticClosure(manifest, scanPage)].some(startsWorker)).toBe(true);
    const others = Object.keys(manifest).filter((key) => key !== scanPage && manifest[key]!.isDynamicEntry);
    expect(others.filter(startsWorker)).toEqual([]);
    // The service worker precaches both, so a phone that opened the app once scans offline.
    const sw = code('sw.js');
    expect(sw).toContain(`assets/${wasm[0]}`);
    expect(sw).toContain(`assets/${worker[0]}`);
  });

  it('loads the meter photo reader (tesseract.js) only from the meter screens, its files self-hosted', () => {
    const assets = readdirSync(join(outDir, 'assets'));
    const folders = assets.filter((f) => /^ocr-[0-9a-f]{10}$/.test(f));
    expect(folders).toHaveLength(1);
    const folder = `assets/${folders[0]}/`;
    expect(
      readdirSync(join(outDir, folder)).filter((f) => !/\.(br|gz)$/.test(f) || f.endsWith('.traineddata.gz')),
    ).toEqual([
      'eng.traineddata.gz',
      'tesseract-core-simd-lstm.js',
      'tesseract-core-simd-lstm.wasm',
      'worker.min.js',
    ]);
    const code = (file: string) => readFileSync(join(outDir, file), 'utf8');
    const manifest = readManifest();
    // The engine is its own chunk, imported dynamically, and names the folder. (tesseract.js still
    // holds its CDN defaults as strings; the browser test checks none is ever asked.)
    const engineKey = 'src/web/features/meters/lib/ocr/ocr-engine.ts';
    expect(manifest[engineKey]?.isDynamicEntry).toBe(true);
    const engine = [...staticClosure(manifest, engineKey)].map((key) => code(manifest[key]!.file)).join('\n');
    expect(engine).toContain(`/${folder}`);
    // Nothing before the first screen holds tesseract.js or names the folder.
    for (const file of initialScripts()) {
      expect(code(file), file).not.toContain(folder);
      expect(code(file), file).not.toContain('tessedit_char_whitelist');
    }
    // No page downloads it when it opens: the record screen asks for it once its meter is loaded,
    // the transcribe dialog (in the activity feed) when it opens on a photo.
    const pages = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && key !== engineKey);
    for (const page of pages) expect(staticClosure(manifest, page).has(engineKey), page).toBe(false);
    const recordPage = 'src/web/features/meters/pages/record-meter-page.tsx';
    const reachesEngine = [...staticClosure(manifest, recordPage)].some((key) =>
      (manifest[key]!.dynamicImports ?? []).includes(engineKey),
    );
    expect(reachesEngine).toBe(true);
    // The service worker does not precache the ~4 MB; it keeps the files once a meter screen asked.
    const sw = code('sw.js');
    expect(sw).not.toContain(folder);
    expect(sw).toContain('ocr-engine');
  });

  describe('served by the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ webDist: outDir });
    });
    afterAll(() => t?.close());

    it('sends hashed files precompressed and cached for a year, index.html revalidated', async () => {
      const [entry] = initialScripts();
      const asset = await t.app.inject({
        url: `/${entry}`,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['content-type']).toMatch(/javascript/);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.vary).toMatch(/accept-encoding/i);

      const plain = await t.app.inject({ url: `/${entry}` });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(readFileSync(join(outDir, entry!), 'utf8'));

      const wasm = readdirSync(join(outDir, 'assets')).find((f) => f.endsWith('.wasm'));
      const decoder = await t.app.inject({ url: `/assets/${wasm}`, headers: { 'accept-encoding': 'br' } });
      expect(decoder.statusCode).toBe(200);
      expect(decoder.headers['content-type']).toBe('application/wasm');
      expect(decoder.headers['content-encoding']).toBe('br');
      expect(decoder.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const page = await t.app.inject({ url: '/locations', headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      // The page holds the loading screen's markup, so it is big enough to be sent compressed.
      const html =
        page.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(page.rawPayload).toString()
          : page.body;
      expect(html).toContain('<div id="root"><div class="flex min-h-dvh flex-col"><main');
    });
  });
});
