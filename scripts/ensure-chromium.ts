import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Browser tests drive Debian's Chromium. Install it when missing and we may (root); else say how. */
export function ensureChromium(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is not installed at ${path}. Install it with: sudo apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH to a Chromium or Chrome binary).',
    );
  }
  console.log('[test] Chromium is missing: installing the Debian package chromium with apt-get ...');
  execSync('apt-get update -qq && apt-get install -y -qq chromium', {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(path)) throw new Error(`apt-get installed chromium but ${path} does not exist`);
  return path;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
