import { randomUUID } from 'node:crypto';
import { personName } from '#core/common/person-name.ts';
import { checkDue } from '#core/safety/check-due.ts';
import { safetySettingsFrom } from '#core/safety/safety-settings.ts';
import type { Db } from '#server/db/connect.ts';
import { addAlertEvent, insertAlert, lastCheckIn } from './alerts.queries.ts';
import { shiftsOnDuty } from './safety-checks.queries.ts';

/**
 * Timed safety checks (issue 33, decision 0059): a guard on duty at a marina with checks on who
 * has shown no sign of life (an answer, a record of the shift, the shift's start) for the
 * marina's interval plus its grace has missed a check, and a `missed_check` alert is raised in
 * their name; the escalation takes it from there. One alert per shift and due check: the unique
 * index makes a second instance's (or a rerun's) insert a no-op. Answers how many were raised.
 * `shiftIds` keeps a test to its own shifts.
 */
export async function raiseMissedChecks(db: Db, now = new Date(), shiftIds?: number[]): Promise<number> {
  let raised = 0;
  for (const shift of await shiftsOnDuty(db, shiftIds)) {
    const due = checkDue(shift.lastSignAt, safetySettingsFrom(shift.safety));
    if (!due || now < due.graceEndsAt) continue;
    const name = personName(shift);
    const created = await db.transaction(async (tx) => {
      const scope = { clientId: shift.clientId, marinaId: shift.marinaId, userId: shift.userId };
      const seen = await lastCheckIn(tx, scope);
      const id = await insertAlert(tx, {
        guid: randomUUID(),
        clientId: shift.clientId,
        marinaId: shift.marinaId,
        kind: 'missed_check',
        raisedByUserId: shift.userId,
        raisedByName: name,
        lastCheckInLocationId: seen?.locationId ?? null,
        lastCheckInAt: seen?.at ?? null,
        shiftId: shift.shiftId,
        checkDueAt: due.dueAt,
        lastSignAt: shift.lastSignAt,
        graceEndsAt: due.graceEndsAt,
      });
      if (id === undefined) return false;
      await addAlertEvent(tx, { clientId: shift.clientId, alertId: id, type: 'raised' });
      return true;
    });
    if (created) raised += 1;
  }
  return raised;
}
