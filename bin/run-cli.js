/**
 * How package.json runs the command-line tools (db:migrate, seed:demo, backup, restore; ADR 0050):
 * `node bin/run-cli.js <tool> [arguments]`. In a development tree it runs the source,
 * src/server/cli/<tool>.ts, through tsx; where tsx is not installed (after `npm prune --omit=dev`,
 * and in the image, which has no src/ either) it runs dist/server/cli/<tool>.js, bundled by
 * `npm run build`. So the same `npm run backup` works in both, and a development tree never runs
 * a stale bundle. Plain JavaScript: the deployed tree has no TypeScript.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const [tool = '', ...args] = process.argv.slice(2);
if (!/^[a-z][a-z-]*$/.test(tool)) {
  console.error('Usage: node bin/run-cli.js <tool> [arguments]  (a file of src/server/cli)');
  process.exit(2);
}
const source = join(root, 'src/server/cli', `${tool}.ts`);
const bundle = join(root, 'dist/server/cli', `${tool}.js`);

/** tsx's loader, when the development install has it. */
async function tsx() {
  try {
    return await import('tsx/esm/api');
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND') return undefined;
    throw error;
  }
}

let entry = bundle;
const loader = existsSync(source) ? await tsx() : undefined;
if (loader) {
  loader.register();
  entry = source;
} else if (existsSync(bundle)) {
  process.setSourceMapsEnabled(true); // stack traces name src/ lines, as start:prod's do
} else {
  console.error(`There is no ${bundle}: run \`npm run build\` first (or \`npm ci\` for tsx).`);
  process.exit(2);
}
// The tool reads its arguments from process.argv.slice(2), as if it had been run itself.
process.argv = [process.argv[0], entry, ...args];
await import(pathToFileURL(entry).href);
