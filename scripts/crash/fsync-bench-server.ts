/**
 * The API server with PGlite's fsync chosen on the command line (fsync-bench.ts starts it):
 *   node --import tsx scripts/crash/fsync-bench-server.ts <dataDir> <port> on|off
 * The real server has no such switch: it always runs with fsync on (ADR 0016).
 */
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { connect, pgliteDirIn } from '../../src/server/db/connect.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { prepareStartupData } from '../../src/server/db/seed/startup-data.ts';

const [dataDir, port, fsync] = process.argv.slice(2);
const config = loadConfig({ DATA_DIR: dataDir, PORT: port, SEED_DEMO: 'true', LOG_LEVEL: 'warn' });
const database = await connect({ pgliteDir: pgliteDirIn(config.dataDir), pgliteFsync: fsync !== 'off' });
await runMigrations(database);
await prepareStartupData(database.db, config, () => {});
const app = await buildApp({ config, db: database.db });
await app.listen({ port: config.port, host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
