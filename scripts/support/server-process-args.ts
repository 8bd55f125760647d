import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * The node arguments that run the server (`main`) or a command-line tool (`cli/backup`, …) in a
 * process of its own, for the tests that start real processes. npm test bundles the server once
 * in its build phase, as `npm run build` does, and names the bundle in DOCKWATCH_SERVER_BUNDLE:
 * each process then runs what production runs, without tsx compiling the source again (about
 * 1.5 CPU s a start). Without it (npm run test:api, npm run test:crash) the source runs through
 * tsx's loader, so a bundle older than the source is never what is tested.
 */
export function serverProcessArgs(entry: 'main' | `cli/${string}`): string[] {
  const bundle = process.env.DOCKWATCH_SERVER_BUNDLE;
  return bundle
    ? ['--enable-source-maps', join(resolve(root, bundle), `${entry}.js`)]
    : ['--import', 'tsx', join(root, 'src/server', `${entry}.ts`)];
}

/**
 * The node arguments that run a command-line tool as its npm script does: bin/run-cli.js (ADR
 * 0050), or the run's bundle of the tool when npm test built one (what bin/run-cli.js runs where
 * tsx is not installed, in production).
 */
export function cliProcessArgs(tool: string): string[] {
  return process.env.DOCKWATCH_SERVER_BUNDLE ? serverProcessArgs(`cli/${tool}`) : ['bin/run-cli.js', tool];
}
