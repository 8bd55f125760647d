import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { seedDemoAndReport } from './startup-data.ts';

/** npm run seed:demo — the demo tenant on any database (DATABASE_URL or the embedded one). */
const config = loadConfig();
const database = await openDatabase(config);
try {
  await seedDemoAndReport(database.db, config.dataDir, (m) => console.log(m));
} finally {
  await database.close();
}
