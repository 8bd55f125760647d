/**
 * How many files run at once (vitest.e2e.config.ts) and so how many servers the global setup
 * starts: E2E_WORKERS, default 3. The tier mostly waits (on the app's timers, the network, the
 * browser's rendering), so on two cores three workers finish about three times sooner. A server
 * that is already running (E2E_BASE_URL) is one server: one worker.
 */
export function e2eWorkers(): number {
  if (process.env.E2E_BASE_URL) return 1;
  const wanted = Number(process.env.E2E_WORKERS ?? 3);
  if (!Number.isInteger(wanted) || wanted < 1)
    throw new Error(`E2E_WORKERS must be a whole number ≥ 1: ${wanted}`);
  return wanted;
}
