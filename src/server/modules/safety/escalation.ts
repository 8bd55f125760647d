import { ALERT_LIMITS, type AlertAudience } from '#core/safety/alerts.ts';
import { type LadderStep, safetySettingsFrom } from '#core/safety/safety-settings.ts';
import type { Db, Executor } from '#server/db/connect.ts';
import {
  adminsOfMarina,
  notifyRecipients,
  type Recipient,
} from '#server/modules/notifications/notifications.service.ts';
import { alertNotice } from './alert-notice.ts';
import { type AlertRow, addAlertEvent, claimDueAlerts, stepAfter, updateAlert } from './alerts.queries.ts';
import { findSafety } from './safety.queries.ts';

/**
 * Escalation (issue 33, decision 0059): an alert nobody has answered climbs its marina's ladder,
 * one tier per step, each tier given its minutes to acknowledge; past the last tier it is
 * `exhausted` and everyone with admin rights over the marina is told. Each step is claimed in the
 * database and runs in one transaction with its notifications, e-mails and event, so it runs once
 * with two instances, and a step that fell due while the server was down runs when it is back.
 * Answers how many steps were taken. `clientId` keeps a test to its own tenant's alerts.
 */
export async function escalateDueAlerts(db: Db, scope: { clientId?: number } = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const steps = await db.transaction(async (tx) => {
      const due = await claimDueAlerts(tx, ALERT_LIMITS.escalationBatch, scope.clientId);
      for (const alert of due) await stepUp(tx, alert);
      return due.length;
    });
    total += steps;
    if (steps < ALERT_LIMITS.escalationBatch) return total;
  }
}

const ONLY: Record<LadderStep['tier'], 'marina' | 'client'> = {
  marina_admins: 'marina',
  client_admins: 'client',
};

/**
 * Tells the alert's next tier (a tier with nobody in it is passed over at once) and sets when the
 * one after is due; past the last tier, tells everyone with admin rights and stops. Nobody is
 * told about their own alert.
 */
async function stepUp(tx: Executor, alert: AlertRow): Promise<void> {
  const { ladder } = safetySettingsFrom(await findSafety(tx, alert.clientId, alert.marinaId));
  const marina = { clientId: alert.clientId, marinaId: alert.marinaId };
  const notRaiser = (people: Recipient[]) => people.filter((p) => p.id !== alert.raisedByUserId);
  // The tier that was told last and has not answered (a skipped tier told nobody).
  const unanswered = alert.tier > 0 ? ladder[alert.tier - 1] : undefined;
  for (let tier = alert.tier; tier < ladder.length; tier++) {
    const step = ladder[tier]!;
    const people = notRaiser(await adminsOfMarina(tx, marina, ONLY[step.tier]));
    if ((await tell(tx, alert, step.tier, unanswered, people)) === 0) continue;
    await updateAlert(tx, alert.id, {
      state: 'notifying',
      tier: tier + 1,
      nextStepAt: stepAfter(step.ackMinutes),
    });
    return;
  }
  await tell(tx, alert, 'all_admins', unanswered, notRaiser(await adminsOfMarina(tx, marina)));
  await updateAlert(tx, alert.id, { state: 'exhausted', tier: ladder.length, nextStepAt: null });
}

/** One step's notifications and its event; answers how many people it told. */
async function tell(
  tx: Executor,
  alert: AlertRow,
  audience: AlertAudience,
  unanswered: LadderStep | undefined,
  people: Recipient[],
): Promise<number> {
  const notice = alertNotice(alert, {
    audience,
    unansweredBy: unanswered ? { audience: unanswered.tier, minutes: unanswered.ackMinutes } : null,
  });
  await notifyRecipients(tx, { clientId: alert.clientId, marinaId: alert.marinaId, ...notice }, people);
  await addAlertEvent(tx, {
    clientId: alert.clientId,
    alertId: alert.id,
    type: audience === 'all_admins' ? 'exhausted' : 'notified',
    tier: audience,
    recipients: people.length,
  });
  return people.length;
}
