/**
 * The production path (ADR 0040), listed once. The Dockerfile's build stage runs exactly
 * BUILD_STEPS and its CMD is exactly the start:prod script (scripts/prod/steps.test.ts reads the
 * Dockerfile to hold it to this); `npm run test:prod` (scripts/prod/check.ts) runs the same
 * commands on a fresh clone, without Docker, then START_STEP.
 */
export const BUILD_STEPS = ['npm ci', 'npm run build', 'npm prune --omit=dev'] as const;

/** What serves the built tree: package.json's start:prod (node on dist/server/main.js, no tsx). */
export const START_STEP = 'npm run start:prod';

/** The one route Docker's HEALTHCHECK and an orchestrator's readiness probe ask. */
export const READY_PATH = '/api/ready';

/**
 * The commands the operations guide runs on the deployed tree besides START_STEP (ADR 0050): each
 * must work after `npm prune --omit=dev` and in the image, where there is no tsx and no src/.
 * `npm run test:prod` runs every one of them on the pruned clone.
 */
export const OPERATIONS_COMMANDS = [
  'npm run db:migrate',
  'npm run seed:demo',
  'npm run backup',
  'npm run restore',
] as const;
