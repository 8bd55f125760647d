import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  argsOf,
  type DockerStage,
  dockerStages,
  healthcheckCommand,
  projectDir,
  runtimeCopies,
} from './dockerfile.ts';
import { BUILD_STEPS, OPERATIONS_COMMANDS, READY_PATH, START_STEP } from './steps.ts';

/** The Dockerfile cannot be built here (no Docker engine): this holds it to the one list of steps. */
const pkg = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};

describe('the production steps', () => {
  const stages = dockerStages();
  const [build, runtime] = stages as [DockerStage, DockerStage];

  it('the Dockerfile builds in one stage and runs from a slim one', () => {
    expect(stages.map((s) => s.from)).toEqual(['node:20-bookworm-slim AS build', 'node:20-bookworm-slim']);
  });

  it('the build stage runs exactly BUILD_STEPS, in order, and nothing else', () => {
    expect(argsOf(build, 'RUN')).toEqual([...BUILD_STEPS]);
  });

  it('the runtime stage runs no npm step, as a non-root user, and starts with exactly start:prod', () => {
    expect(argsOf(runtime, 'RUN').filter((r) => /\bnpm\b/.test(r))).toEqual([]);
    expect(argsOf(runtime, 'USER')).toEqual(['node']);
    const cmd = JSON.parse(argsOf(runtime, 'CMD')[0] ?? 'null') as string[];
    expect(cmd.join(' ')).toBe(pkg.scripts['start:prod']);
    expect(START_STEP).toBe('npm run start:prod');
  });

  it('start:prod is plain node on the bundle, no TypeScript at run time', () => {
    expect(pkg.scripts['start:prod']).toMatch(/^node (--\S+ )*dist\/server\/main\.js$/);
    expect(pkg.scripts['start:prod']).not.toMatch(/tsx|\.ts\b/);
    expect(pkg.dependencies).not.toHaveProperty('tsx');
    expect(pkg.dependencies).not.toHaveProperty('typescript');
    expect(pkg.dependencies).not.toHaveProperty('vite');
  });

  it('the runtime stage copies what the bundle reads beside itself, and checks readiness', () => {
    expect(runtimeCopies().sort()).toEqual(['bin', 'dist', 'migrations', 'node_modules', 'package.json']);
    const [node, flag, script] = healthcheckCommand();
    expect([node, flag]).toEqual(['node', '-e']);
    expect(script).toContain(`'${READY_PATH}'`);
    expect(argsOf(runtime, 'EXPOSE')).toEqual(['5000']);
    expect(argsOf(runtime, 'ENV')[0]).toMatch(/HOST=0\.0\.0\.0.*DATA_DIR=\/data/);
  });

  it('every npm script the operations guide runs on the deployed tree uses only what the image holds', () => {
    const guide = readFileSync(join(projectDir, 'docs/operations.md'), 'utf8');
    const named = new Set([...guide.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!));
    const runtime = [START_STEP, ...OPERATIONS_COMMANDS].map((c) => c.replace(/^npm run /, ''));
    const build = BUILD_STEPS.filter((s) => s.startsWith('npm run ')).map((s) => s.slice(8));
    // Development checks (test:*) run in a development tree; nothing else may go unclassified.
    expect(
      [...named].filter((n) => !runtime.includes(n) && !build.includes(n) && !n.startsWith('test:')),
    ).toEqual([]);
    const copied = runtimeCopies();
    for (const name of runtime) {
      const script = pkg.scripts[name] ?? '';
      expect(script, name).toMatch(/^node /);
      expect(script, name).not.toMatch(/\btsx\b|\.tsx?\b/);
      for (const path of script.split(/\s+/).filter((t) => t.includes('/')))
        expect(copied, `${name}: ${path}`).toContain(path.split('/')[0]);
    }
  });

  it('compose builds this Dockerfile and starts the app once PostgreSQL is healthy', () => {
    const compose = readFileSync(join(projectDir, 'compose.yaml'), 'utf8');
    expect(compose).toMatch(/^ {4}build: \.$/m);
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/\S+@db:5432\//);
    expect(compose).toMatch(/SESSION_SECRET: \$\{SESSION_SECRET:\?/);
    expect(compose).toMatch(/depends_on:\n\s+db:\n\s+condition: service_healthy/);
    expect(compose).toMatch(/healthcheck:\n\s+test: \["CMD-SHELL", "pg_isready/);
  });
});
