/**
 * npm run test:changed [-- BASE]: the tests related to what changed since BASE (default main;
 * committed, staged, unstaged and untracked files), in seconds for a one-file change.
 *
 * - unit tier: Vitest's own `--changed BASE` (the module graph knows what each unit test imports).
 * - api tier: every API test reaches every service through src/server/app.ts, so the module graph
 *   would say "everything". Instead (ADR 0004):
 *   1. a changed API test file runs;
 *   2. API tests in the changed file's area run: src/server/modules/<module>/** for a file in a
 *      module, otherwise the test files in the changed file's own folder;
 *   3. API tests that import the changed file, directly or through other files, but not through
 *      src/server/app.ts, run (e.g. a test factory that uses the service);
 *   4. a change to the harness (vitest config, package.json, lock file, migrations, app.ts,
 *      src/server/test/{global-setup,build-test-app,test-config}.ts) runs the whole api tier.
 *   It prints each file it chose and why.
 *
 * `--list` prints the choice without running it; other arguments after the base go to both
 * Vitest runs (e.g. --reporter=dot).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const listOnly = args.includes('--list');
if (listOnly) args.splice(args.indexOf('--list'), 1);
const base = args[0] && !args[0].startsWith('-') ? (args.shift() as string) : 'main';

const git = (...a: string[]) => {
  const r = spawnSync('git', a, { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${a.join(' ')}: ${r.stderr.trim()}`);
  return r.stdout.trim();
};

const mergeBase = git('merge-base', base, 'HEAD');
const changed = [
  ...new Set(
    [git('diff', '--name-only', mergeBase), git('ls-files', '--others', '--exclude-standard')]
      .join('\n')
      .split('\n')
      .filter(Boolean),
  ),
].sort();

const isApiTest = (f: string) =>
  (f.startsWith('src/server/') && f.endsWith('.test.ts')) || /\.api\.test\.tsx?$/.test(f);
const HARNESS = [
  /^vitest\.config\.ts$/,
  /^package(-lock)?\.json$/,
  /^migrations\//,
  /^src\/server\/app\.ts$/,
  /^src\/server\/test\/(global-setup|build-test-app|test-config)\.ts$/,
];
const APP = 'src/server/app.ts';

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(root, dir))) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const sources = [...walk('src'), ...walk('scripts')];
const apiTests = sources.filter(isApiTest);

/** importers[file] = the source files importing it (static and dynamic imports). */
const importers = new Map<string, Set<string>>();
const SPECIFIER = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;
function resolveSpecifier(from: string, spec: string): string | undefined {
  let path: string;
  const alias = /^#(core|server|web)\/(.*)$/.exec(spec);
  if (alias) path = `src/${alias[1]}/${alias[2]}`;
  else if (spec.startsWith('.')) path = relative(root, resolve(root, dirname(from), spec));
  else return undefined;
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`])
    if (existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile()) return candidate;
  return undefined;
}
for (const file of sources) {
  for (const m of readFileSync(join(root, file), 'utf8').matchAll(SPECIFIER)) {
    const target = resolveSpecifier(file, m[1] as string);
    if (!target) continue;
    const set = importers.get(target) ?? new Set<string>();
    importers.set(target, set.add(file));
  }
}

/** The API tests importing `file`, not through app.ts. */
function testsImporting(file: string): string[] {
  const seen = new Set([file]);
  const queue = [file];
  const found: string[] = [];
  while (queue.length) {
    const current = queue.shift() as string;
    for (const importer of importers.get(current) ?? []) {
      if (seen.has(importer) || importer === APP) continue;
      seen.add(importer);
      if (isApiTest(importer)) found.push(importer);
      else queue.push(importer);
    }
  }
  return found;
}

const reasons = new Map<string, string>();
const choose = (test: string, why: string) => {
  if (!reasons.has(test) && existsSync(join(root, test))) reasons.set(test, why);
};
let wholeTier: string | undefined;
for (const file of changed) {
  if (HARNESS.some((h) => h.test(file))) {
    wholeTier ??= file;
    continue;
  }
  if (!/\.tsx?$/.test(file) || !(file.startsWith('src/') || file.startsWith('scripts/'))) continue;
  if (isApiTest(file)) choose(file, 'changed');
  if (file.startsWith('src/server/')) {
    const module = /^src\/server\/modules\/[^/]+\//.exec(file)?.[0];
    const area = module ?? `${dirname(file)}/`;
    for (const t of apiTests) {
      if (t.startsWith(area) && (module || !t.slice(area.length).includes('/')))
        choose(t, `in the area of ${file}`);
    }
  }
  for (const t of testsImporting(file)) choose(t, `imports ${file}`);
}

console.log(`[test:changed] since ${base} (${mergeBase.slice(0, 10)}): ${changed.length} changed file(s)`);
for (const f of changed) console.log(`  ${f}`);

/** The api tier: server tests (project api) and *.api.test.ts elsewhere (project api-web). */
const API_PROJECTS = ['--project', 'api', '--project', 'api-web'];
let apiArgs: string[] = [];
if (wholeTier) {
  console.log(`\n[test:changed] api tier: all of it (${wholeTier} is part of the test harness)`);
  apiArgs = API_PROJECTS;
} else if (reasons.size === 0) {
  console.log('\n[test:changed] api tier: no test related to the changes');
} else {
  console.log(`\n[test:changed] api tier: ${reasons.size} file(s)`);
  for (const [t, why] of [...reasons].sort()) console.log(`  ${t}  (${why})`);
  apiArgs = [...API_PROJECTS, ...[...reasons.keys()].sort()];
}

const unitArgs = ['--project', 'unit', '--changed', mergeBase, '--passWithNoTests'];
if (listOnly) {
  const list = spawnSync('npx', ['vitest', 'list', '--filesOnly', ...unitArgs], {
    cwd: root,
    encoding: 'utf8',
  });
  console.log(`\n[test:changed] unit tier (Vitest --changed):\n${list.stdout.trimEnd() || '  none'}`);
  process.exit(list.status ?? 1);
}

const vitest = (extra: string[]) =>
  spawnSync('npx', ['vitest', 'run', ...extra, ...args], { cwd: root, stdio: 'inherit' }).status ?? 1;
console.log(`\n[test:changed] unit tier: Vitest --changed ${mergeBase.slice(0, 10)} (its module graph)`);
const unitStatus = vitest(unitArgs);
if (apiArgs.length) console.log('\n[test:changed] api tier: running the files above');
const apiStatus = apiArgs.length ? vitest(apiArgs) : 0;
process.exit(unitStatus || apiStatus);
