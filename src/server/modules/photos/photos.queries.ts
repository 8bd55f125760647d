import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { marinas, meterImages, recordPhotos, sitePlans } from '#server/db/schema/index.ts';

/**
 * The marina of the record a photo of this client belongs to: a meter photo's, or an issue's or
 * a note's, a site plan's; undefined for a photo no record names (an upload not registered, or unknown).
 */
export async function findPhotoMarina(db: Executor, clientId: number, photoGuid: string) {
  const marina = { id: marinas.id, guid: marinas.guid, clientId: marinas.clientId };
  const [meter] = await db
    .select(marina)
    .from(meterImages)
    .innerJoin(marinas, eq(marinas.id, meterImages.marinaId))
    .where(and(eq(meterImages.clientId, clientId), eq(meterImages.guid, photoGuid)));
  if (meter) return meter;
  const [onRecord] = await db
    .select(marina)
    .from(recordPhotos)
    .innerJoin(marinas, eq(marinas.id, recordPhotos.marinaId))
    .where(and(eq(recordPhotos.clientId, clientId), eq(recordPhotos.guid, photoGuid)));
  if (onRecord) return onRecord;
  const [plan] = await db
    .select(marina)
    .from(sitePlans)
    .innerJoin(marinas, eq(marinas.id, sitePlans.marinaId))
    .where(and(eq(sitePlans.clientId, clientId), eq(sitePlans.photoGuid, photoGuid)));
  return plan;
}
