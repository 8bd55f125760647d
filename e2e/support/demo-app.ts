import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { marinas } from '#server/db/schema/index.ts';
import { type DemoLogin, seedDemo } from '#server/db/seed/demo.ts';

/**
 * A Dockwatch of one test file's own, in process on a fresh embedded database with the demo
 * tenant, next to the shared one (which runs in another process): for tests that raise what only
 * the server's own functions raise, such as alerts (notifyMarinaAdmins). No background jobs.
 */
export async function startDemoApp(label: string) {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), `dockwatch-e2e-${label}-`)),
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase(config);
  const logins = await seedDemo(database.db);
  if (logins === 'exists') throw new Error('fresh database expected');
  const app = await buildApp({ config: { ...config, backgroundJobs: false }, db: database.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const [bayside] = await database.db
    .select({ id: marinas.id, clientId: marinas.clientId })
    .from(marinas)
    .where(eq(marinas.name, 'Bayside Marina'));
  return {
    database,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    /** The demo's Bayside Marina, as the server's functions name it. */
    bayside: bayside!,
    login: (role: DemoLogin['role']): DemoLogin => logins.find((login) => login.role === role)!,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
export type DemoApp = Awaited<ReturnType<typeof startDemoApp>>;
