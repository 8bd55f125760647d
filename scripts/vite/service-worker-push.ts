import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { buildSync } from 'esbuild';
import type { Plugin } from 'vite';

const entry = resolve(
  import.meta.dirname,
  '../../src/web/features/notifications/push/service-worker-push.ts',
);

/**
 * The service worker's push handler (issue 33) as its own script: Workbox's generated worker
 * loads it with importScripts. It is bundled here, at config time, so its name can carry its
 * content hash: a new handler changes sw.js, and the phone updates its worker (decision 0034).
 */
export function serviceWorkerPush(): { url: string; plugin: Plugin } {
  const built = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
  });
  const code = built.outputFiles[0]!.text;
  const fileName = `sw-push-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  return {
    url: `/${fileName}`,
    plugin: {
      name: 'dockwatch:service-worker-push',
      apply: 'build',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName, source: code });
      },
    },
  };
}
