import { deviceTimeOf } from '#core/common/device-time.ts';
import { personName } from '#core/common/person-name.ts';
import { ALERT_MESSAGES } from '#core/safety/alerts.ts';
import type { AnswerCheckBody, SafetyCheck } from '#core/safety/safety-check.schema.ts';
import type { Executor } from '#server/db/connect.ts';
import { createIdempotent } from '#server/db/idempotent-create.ts';
import type { Caller } from '#server/plugins/auth-context.ts';
import { requireAuth, requireMarinaAccess } from '#server/plugins/guards.ts';
import { addAlertEvent, updateAlert } from './alerts.queries.ts';
import { findCheck, insertCheck, lockUnresolvedMissedChecks } from './safety-checks.queries.ts';

interface Guard {
  clientId: number;
  marinaId: number;
  userId: number;
  name: string;
}

/**
 * POST /api/safety-checks: the guard's "I'm OK" (issue 33), counted from the phone's time when it
 * sent one (the schema bounds it: at most 5 minutes ahead, 72 hours back). The same guid again
 * (the outbox retrying) answers the same check. It also answers the guard's missed checks at the
 * marina that are still open (answerMissedChecks).
 */
export async function answerSafetyCheck(
  caller: Caller,
  body: AnswerCheckBody,
): Promise<{ check: SafetyCheck; created: boolean }> {
  const scope = await requireMarinaAccess(caller, body.marinaId);
  const guard = { ...scope, name: personName(requireAuth(caller)) };
  const deviceTime = deviceTimeOf(body);
  const { row, created } = await createIdempotent({
    insert: () =>
      caller.db.transaction(async (tx) => {
        const answeredAt = deviceTime ?? new Date();
        const id = await insertCheck(tx, {
          guid: body.guid,
          clientId: scope.clientId,
          marinaId: scope.marinaId,
          userId: scope.userId,
          deviceTime,
          answeredAt,
        });
        if (id === undefined) return undefined;
        await answerMissedChecks(tx, guard, answeredAt);
        return findCheck(tx, scope.clientId, body.guid);
      }),
    findExisting: () => findCheck(caller.db, scope.clientId, body.guid),
    sameContent: (existing) => existing.userId === scope.userId && existing.marinaId === scope.marinaId,
  });
  return {
    check: { guid: row.guid, marinaId: row.marinaGuid, answeredAt: row.answeredAt.toISOString() },
    created,
  };
}

/**
 * An answer that arrives after its check was missed: given after the sign of life the schedule
 * counted from and by the end of the grace (the phone was offline, the guard was not), it resolves
 * the alert as "was OK, offline" and ends its escalation; given after the grace, the alert stays
 * for an admin, and its timeline says when the guard answered.
 */
async function answerMissedChecks(tx: Executor, guard: Guard, answeredAt: Date): Promise<void> {
  for (const alert of await lockUnresolvedMissedChecks(tx, guard)) {
    // An answer from before the sign of life the schedule counted from tells nothing new.
    if (alert.lastSignAt === null || answeredAt <= alert.lastSignAt) continue;
    const inTime = alert.graceEndsAt !== null && answeredAt <= alert.graceEndsAt;
    const event = { clientId: guard.clientId, alertId: alert.id, userId: guard.userId, userName: guard.name };
    if (!inTime) {
      await addAlertEvent(tx, { ...event, type: 'answered', at: answeredAt });
      continue;
    }
    await updateAlert(tx, alert.id, {
      state: 'resolved',
      nextStepAt: null,
      resolvedAt: new Date(),
      resolvedByUserId: guard.userId,
      resolvedByName: guard.name,
      resolutionNote: ALERT_MESSAGES.wasOkOffline,
    });
    await addAlertEvent(tx, { ...event, type: 'answered', at: answeredAt });
    await addAlertEvent(tx, { ...event, type: 'resolved', note: ALERT_MESSAGES.wasOkOffline });
  }
}
