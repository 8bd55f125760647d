import { sql } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/connect.ts';
import { clients } from '#server/db/schema/index.ts';
import { photoStorage } from '#server/modules/photos/photos.service.ts';
import { ensureBootstrapAdmin } from './bootstrap-admin.ts';
import { type DemoLogin, seedDemo, writeDemoLogins } from './demo.ts';

type Log = (message: string) => void;

/** At start: the ADMIN_EMAIL super_admin, and demo data when the embedded database is empty. */
export async function prepareStartupData(db: Db, config: Config, log: Log): Promise<void> {
  if (config.seedDemo) {
    const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(clients);
    if (n === 0) await seedDemoAndReport(db, config, log);
  }
  if (config.adminEmail && config.adminPassword) {
    const result = await ensureBootstrapAdmin(db, {
      email: config.adminEmail,
      password: config.adminPassword,
      clientName: config.adminClient,
    });
    log(
      result === 'created' ? `Created super_admin ${config.adminEmail}` : `Admin ${config.adminEmail} exists`,
    );
  }
}

/**
 * Seeds the demo tenant and says where its logins are. The passwords go to demo-logins.txt
 * (mode 600) only, never into the log (ADR 0036); `npm run seed:demo` prints the returned logins.
 */
export async function seedDemoAndReport(db: Db, config: Config, log: Log): Promise<DemoLogin[]> {
  // The demo marina's plan is a photo in the app's storage (demo-plan.ts).
  const logins = await seedDemo(db, new Date(), { photos: photoStorage(config) });
  if (logins === 'exists') {
    log('Demo data is already present; see demo-logins.txt in the data directory for its logins.');
    return [];
  }
  const file = writeDemoLogins(config.dataDir, logins);
  log(
    `Demo data created. Sign in with one of the demo logins in ${file} (one-time passwords; cat the file).`,
  );
  return logins;
}
