/**
 * The server half of `npm run build` (ADR 0040): esbuild bundles src/server/main.ts and every
 * command-line tool in src/server/cli/ into dist/server/ (ESM for Node 20, source maps). Our own
 * code (#core/*, #server/*) goes into the bundle; every npm package stays an import, resolved from
 * node_modules at run time. The build fails when the bundle imports a package that package.json
 * lists only under devDependencies (or not at all): `npm prune --omit=dev` would remove it.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '../..');
const outdir = join(root, 'dist/server');

/** src/server/main.ts as main, and src/server/cli/NAME.ts as cli/NAME. */
export function serverEntryPoints(): { in: string; out: string }[] {
  const cliDir = join(root, 'src/server/cli');
  const clis = existsSync(cliDir)
    ? readdirSync(cliDir)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .sort()
        .map((f) => ({ in: join(cliDir, f), out: `cli/${f.slice(0, -3)}` }))
    : [];
  return [{ in: join(root, 'src/server/main.ts'), out: 'main' }, ...clis];
}

/** 'a/b/c' → 'a', '@s/p/x' → '@s/p'. */
const packageOf = (path: string): string =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

rmSync(outdir, { recursive: true, force: true });
const entryPoints = serverEntryPoints();
const result = await build({
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const builtins = new Set(builtinModules);
const imported = new Set<string>();
for (const output of Object.values(result.metafile.outputs))
  for (const i of output.imports) if (i.external) imported.add(packageOf(i.path.replace(/^node:/, '')));
const missing = [...imported].filter((p) => !builtins.has(p) && !(p in pkg.dependencies)).sort();
if (missing.length) {
  console.error(
    `The server imports ${missing.join(', ')}, not in package.json "dependencies": move ${missing.length > 1 ? 'them' : 'it'} there (npm prune --omit=dev removes devDependencies).`,
  );
  process.exit(1);
}
const packages = [...imported].filter((p) => !builtins.has(p));
console.log(
  `Server bundled into dist/server: ${entryPoints.map((e) => `${e.out}.js`).join(', ')} (${packages.length} npm packages imported at run time, all in "dependencies").`,
);
