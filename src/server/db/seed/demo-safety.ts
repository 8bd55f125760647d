import { eq } from 'drizzle-orm';
import { DEFAULT_SAFETY, type SafetySettings } from '#core/safety/safety-settings.ts';
import type { Executor } from '#server/db/connect.ts';
import { marinas, safetyAlertEvents, safetyAlerts } from '#server/db/schema/index.ts';
import type { TourWalker } from './demo-tours.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The demo marina asks its guards every hour, with 10 minutes of grace, and has a number to call. */
export const DEMO_SAFETY: SafetySettings = {
  ...DEFAULT_SAFETY,
  checkIntervalMinutes: 60,
  graceMinutes: 10,
  emergencyPhone: '+1 410 555 0142',
};

/**
 * Lone-worker safety in the demo (issue 33): the first marina's checks on, and one SOS of two
 * nights ago, answered by the marina's manager within a minute and resolved with a note.
 */
export async function seedDemoSafety(
  tx: Executor,
  site: { clientId: number; marinaId: number; guard: TourWalker; manager: TourWalker },
  now: Date,
): Promise<void> {
  const { clientId, marinaId, guard, manager } = site;
  await tx.update(marinas).set({ safety: DEMO_SAFETY }).where(eq(marinas.id, marinaId));
  const raisedAt = new Date(now.getTime() - 2 * 24 * HOUR - 5 * HOUR);
  const acknowledgedAt = new Date(raisedAt.getTime() + 50_000);
  const resolvedAt = new Date(raisedAt.getTime() + 25 * MINUTE);
  const note = 'Slipped on the wet pontoon at C dock: no injury. Called in, finished the round.';
  const [alert] = await tx
    .insert(safetyAlerts)
    .values({
      clientId,
      marinaId,
      kind: 'sos',
      state: 'resolved',
      raisedByUserId: guard.id,
      raisedByName: guard.name,
      gpsLatitude: '38.97910000',
      gpsLongitude: '-76.49140000',
      gpsAccuracy: '9.00',
      deviceTime: raisedAt,
      createdAt: raisedAt,
      acknowledgedAt,
      acknowledgedByUserId: manager.id,
      acknowledgedByName: manager.name,
      resolvedAt,
      resolvedByUserId: manager.id,
      resolvedByName: manager.name,
      resolutionNote: note,
      tier: 1,
      nextStepAt: null,
    })
    .returning({ id: safetyAlerts.id });
  const event = { clientId, alertId: alert!.id };
  await tx.insert(safetyAlertEvents).values([
    { ...event, type: 'raised', at: raisedAt, userId: guard.id, userName: guard.name },
    {
      ...event,
      type: 'notified',
      at: new Date(raisedAt.getTime() + 3_000),
      tier: 'marina_admins',
      recipients: 1,
    },
    { ...event, type: 'acknowledged', at: acknowledgedAt, userId: manager.id, userName: manager.name },
    { ...event, type: 'resolved', at: resolvedAt, userId: manager.id, userName: manager.name, note },
  ]);
}
