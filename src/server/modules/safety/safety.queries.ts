import { and, eq } from 'drizzle-orm';
import type { SafetySettings } from '#core/safety/safety-settings.ts';
import type { Executor } from '#server/db/connect.ts';
import { marinas } from '#server/db/schema/index.ts';

const ofMarina = (clientId: number, marinaId: number) =>
  and(eq(marinas.clientId, clientId), eq(marinas.id, marinaId));

/** A marina's stored safety settings (jsonb, unchecked). */
export async function findSafety(db: Executor, clientId: number, marinaId: number): Promise<unknown> {
  const [row] = await db.select({ safety: marinas.safety }).from(marinas).where(ofMarina(clientId, marinaId));
  return row?.safety;
}

/** Stores a marina's safety settings; answers what is stored afterwards (undefined: no such marina). */
export async function updateSafety(
  db: Executor,
  clientId: number,
  marinaId: number,
  safety: SafetySettings,
): Promise<unknown> {
  const [row] = await db
    .update(marinas)
    .set({ safety, updatedAt: new Date() })
    .where(ofMarina(clientId, marinaId))
    .returning({ safety: marinas.safety });
  return row?.safety;
}
