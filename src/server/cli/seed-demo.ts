import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { seedDemoAndReport } from '#server/db/seed/startup-data.ts';
import { OWNER_ONLY_UMASK } from '#server/private-data-dir.ts';

/**
 * npm run seed:demo — the demo tenant on any database (DATABASE_URL or the embedded one). A
 * command-line tool: its stdout is its interface (console, not the server's JSON log; ADR 0036).
 * Bundled to dist/server/cli/seed-demo.js by `npm run build` (ADR 0040).
 */
process.umask(OWNER_ONLY_UMASK); // ADR 0050
const config = loadConfig();
const database = await openDatabase(config);
try {
  const logins = await seedDemoAndReport(database.db, config, (m) => console.log(m));
  for (const l of logins) console.log(`  ${l.role.padEnd(12)} ${l.email.padEnd(26)} ${l.password}`);
} finally {
  await database.close();
}
