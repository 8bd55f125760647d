import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium builds: `headless-shell` (the package chromium-headless-shell) is the lean
 * headless build the browser tests drive, as Playwright does by default; `chromium` is the full
 * browser, which the benchmarks measure because that is what people run.
 */
const BUILDS = {
  'headless-shell': { pkg: 'chromium-headless-shell', path: '/usr/bin/chromium-headless-shell' },
  chromium: { pkg: 'chromium', path: '/usr/bin/chromium' },
} as const;
export type ChromiumBuild = keyof typeof BUILDS;

/** The binary of `build` (CHROMIUM_PATH overrides it); installed with apt-get when missing and we may (root), else says how. */
export function ensureChromium(build: ChromiumBuild = 'chromium'): string {
  const { pkg } = BUILDS[build];
  const path = process.env.CHROMIUM_PATH ?? BUILDS[build].path;
  if (existsSync(path)) return path;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is not installed at ${path}. Install it with: sudo apt-get install -y ${pkg} ` +
        '(or set CHROMIUM_PATH to a Chromium or Chrome binary).',
    );
  }
  console.log(`[test] Chromium is missing: installing the Debian package ${pkg} with apt-get ...`);
  execSync(`apt-get update -qq && apt-get install -y -qq ${pkg}`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(path)) throw new Error(`apt-get installed ${pkg} but ${path} does not exist`);
  return path;
}

/** Both builds the browser tests drive: the headless shell, and the full browser for the scanner's fake camera. */
export function ensureBrowserTestChromiums(): void {
  ensureChromium('headless-shell');
  ensureChromium('chromium');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const build = process.argv[2] === 'headless-shell' ? 'headless-shell' : 'chromium';
  console.log(ensureChromium(build));
}
