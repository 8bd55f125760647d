import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { serveBackups } from './backup/backup-socket.ts';
import { ConfigError, LOG_LEVELS, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { NotMigratedError } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { prepareStartupData } from './db/seed/startup-data.ts';
import { createLogger } from './logging.ts';
import { OWNER_ONLY_UMASK, restrictToOwner } from './private-data-dir.ts';

/** How long a stop waits for requests in flight before it cuts their connections. */
const DRAIN_MS = 10_000;
/** After this the process exits 1 whatever is still closing. */
const HARD_STOP_MS = 20_000;

// LOG_LEVEL is read again by loadConfig (which validates it); the logger exists before it so that
// a configuration error is a log line too.
const startLevel = process.env.LOG_LEVEL?.trim() ?? '';
const logger = createLogger({
  level: (LOG_LEVELS as readonly string[]).includes(startLevel) ? startLevel : 'info',
});

async function main(): Promise<void> {
  // Before anything is written to DATA_DIR (the session secret by loadConfig): ADR 0050.
  process.umask(OWNER_ONLY_UMASK);
  const config = loadConfig();
  logger.level = config.logLevel;
  const database = await openDatabase(config);
  logger.info(
    database.kind === 'pglite' ? `Embedded database in ${config.dataDir}` : 'PostgreSQL via DATABASE_URL',
  );
  // npm run backup asks this process for a copy of the embedded database (ADR 0041).
  const backups = database.snapshot ? await serveBackups(database, config.dataDir, logger) : undefined;
  await prepareStartupData(database.db, config, (message) => logger.info(message));
  // What an older version (or a copy made by hand) left open to other users.
  const restricted = restrictToOwner(config.dataDir);
  if (restricted.changed > 0)
    logger.info(
      `DATA_DIR ${config.dataDir}: ${restricted.changed} files and folders made private to its owner (mode 600 and 700)`,
    );
  if (restricted.failed.length > 0)
    logger.warn(
      { failed: restricted.failed.slice(0, 20) },
      `DATA_DIR ${config.dataDir}: ${restricted.failed.length} files or folders could not be made private to its owner: run chmod -R go-rwx on it as their owner`,
    );
  const app = await buildApp({ config, db: database.db, logger });
  logger.info(
    config.mail
      ? `Alert e-mail is on: SMTP via SMTP_URL, from ${config.mail.from}${config.mail.publicUrl ? `, linking to ${config.mail.publicUrl}` : '; set PUBLIC_URL for links to the run'}`
      : 'Alert e-mail is off (set SMTP_URL and MAIL_FROM to send it); in-app alerts still work',
  );
  if (!config.webDist)
    logger.warn('The web app is not built (dist/web is missing): run `npm run build`. Serving the API only.');

  let closing = false;
  /**
   * Graceful stop (ADR 0036): app.close() stops listening, closes idle connections, answers 503
   * to requests on open ones, waits for requests in flight and then for the background jobs'
   * run in progress (their onClose hook); after DRAIN_MS the remaining connections are cut. Then
   * the database closes (PGlite checkpoints and the data-dir lock is released) and the exit is 0.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, `${signal} received, stopping: finishing requests in flight`);
    const hard = setTimeout(() => {
      logger.error('stop did not finish in time, exiting');
      process.exit(1);
    }, HARD_STOP_MS);
    hard.unref();
    const drain = setTimeout(() => {
      logger.warn(`requests still in flight after ${DRAIN_MS / 1000} s: closing their connections`);
      app.server.closeAllConnections();
    }, DRAIN_MS);
    drain.unref();
    let code = 0;
    try {
      await app.close();
    } catch (error) {
      code = 1;
      logger.error({ err: error }, 'closing the server failed');
    }
    clearTimeout(drain);
    try {
      await backups?.close(); // a backup being made finishes first
      await database.close();
    } catch (error) {
      code = 1;
      logger.error({ err: error }, 'closing the database failed');
    }
    logger.info({ exitCode: code }, 'Dockwatch stopped');
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  logger.info({ url }, `Dockwatch is running at ${url}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    // One log line per wrong variable.
    for (const problem of error.problems) logger.fatal(`Invalid configuration: ${problem}`);
  } else if (error instanceof DataDirLockedError || error instanceof NotMigratedError) {
    logger.fatal(error.message);
  } else {
    logger.fatal({ err: error }, 'failed to start');
  }
  process.exit(1);
});
