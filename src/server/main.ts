import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open-database.ts';
import { prepareStartupData } from './db/seed/startup-data.ts';

const log = (message: string) => console.log(`[dockwatch] ${message}`);

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  log(database.kind === 'pglite' ? `Embedded database in ${config.dataDir}` : 'PostgreSQL via DATABASE_URL');
  await prepareStartupData(database.db, config, log);
  const app = await buildApp({ config, db: database.db });
  log(
    config.mail
      ? `Alert e-mail is on: SMTP via SMTP_URL, from ${config.mail.from}${config.mail.publicUrl ? `, linking to ${config.mail.publicUrl}` : '; set PUBLIC_URL for links to the run'}`
      : 'Alert e-mail is off (set SMTP_URL and MAIL_FROM to send it); in-app alerts still work',
  );
  if (!config.webDist)
    log('The web app is not built (dist/web is missing): run `npm run build`. Serving the API only.');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  log(`Dockwatch is running at http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`[dockwatch] ${error.message}`);
  } else {
    console.error('[dockwatch] failed to start:', error);
  }
  process.exit(1);
});
