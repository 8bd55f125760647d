/**
 * The alerts of tour runs (issue 17 item 6; decisions 0028, 0029): a run judged incomplete or
 * missed, or not started when its grace ends, reaches the marina's admins once, in the
 * notification centre and as a queued e-mail, whatever the number of judges at once.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertEmails, notifications } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import {
  addActivity,
  createLocation,
  createLocationType,
  type TestRow,
} from '#server/test/location-factories.ts';
import { createRunRow, createTourRow } from '#server/test/tour-factories.ts';
import { checkRunStarts, judgeEndedRuns } from './runs.planning.ts';

let t: TestApp;
let tenant: TestTenant;
let gate: TestRow;
let pier: TestRow;

const db = () => t.database.db;
const m0 = () => ({ clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id });
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(db(), 'Run alerts');
  const type = await createLocationType(db(), tenant.clientId, 'Post');
  gate = await createLocation(db(), m0(), { name: 'Gate', typeId: type.id });
  pier = await createLocation(db(), m0(), { name: 'Pier', typeId: type.id });
});
afterAll(() => t.close());

// The sweeps (judging, start checks) claim this client's runs only: other files' runs in a shared
// PostgreSQL database are theirs to judge, with their own hooks.
/** The notifications about these runs, as [recipient, kind, title]. */
async function alertsAbout(runGuids: string[]) {
  const rows = await db()
    .select({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      key: notifications.dedupeKey,
    })
    .from(notifications)
    .where(eq(notifications.clientId, tenant.clientId));
  return rows.filter((row) => runGuids.some((guid) => row.key.includes(guid)));
}

describe('tour run alerts', () => {
  it('tells the admins once of a run judged incomplete or missed, never of a completed one', async () => {
    const name = `Night ${randomUUID().slice(0, 4)}`;
    const tour = await createTourRow(db(), m0(), {
      name,
      locationIds: [gate.id, pier.id],
    });
    // Its twin: alerts about one tour gather into one notification (decision 0052).
    const twin = await createTourRow(db(), m0(), { name, locationIds: [gate.id, pier.id] });
    const base = Date.now() - 6 * HOUR;
    const completed = await createRunRow(db(), m0(), tour.id, new Date(base));
    const incomplete = await createRunRow(db(), m0(), tour.id, new Date(base + HOUR));
    const missed = await createRunRow(db(), m0(), twin.id, new Date(base + 2 * HOUR));
    await addActivity(db(), m0(), gate.id, 'patrol_check', new Date(base + 5 * 60_000));
    await addActivity(db(), m0(), pier.id, 'patrol_check', new Date(base + 6 * 60_000));
    await addActivity(db(), m0(), gate.id, 'patrol_check', new Date(base + HOUR + 5 * 60_000));

    const now = new Date();
    await Promise.all([
      judgeEndedRuns(db(), { clientId: tenant.clientId, now }),
      judgeEndedRuns(db(), { clientId: tenant.clientId, now }),
    ]);
    await judgeEndedRuns(db(), { clientId: tenant.clientId, now: new Date() });

    const alerts = await alertsAbout([completed.guid, incomplete.guid, missed.guid]);
    expect(alerts.map((a) => [a.userId, a.kind, a.title]).sort()).toEqual(
      [
        [tenant.admin.id, 'tour-run-incomplete', `${name} incomplete: 1 of 2 checkpoints`],
        [tenant.admin.id, 'tour-run-missed', `${name} missed`],
      ].sort(),
    );
    expect(alerts.find((a) => a.kind === 'tour-run-incomplete')!.body).toMatch(
      /^The round of \w{3} \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(marina time\) ended with 1 checkpoint missed: Pier\.$/,
    );
    // Each opens its run's screen.
    expect(alerts.find((a) => a.kind === 'tour-run-missed')!.link).toBe(`/tour-runs/${missed.guid}`);
    // Staff are never told; one e-mail is queued per notification.
    expect(alerts.some((a) => a.userId === tenant.staff.id)).toBe(false);
    const emails = await db()
      .select({ to: alertEmails.toAddress, subject: alertEmails.subject })
      .from(alertEmails)
      .where(
        inArray(
          alertEmails.notificationId,
          alerts.map((a) => a.id),
        ),
      );
    expect(emails).toHaveLength(2);
    expect(emails.every((email) => email.to === tenant.admin.email)).toBe(true);
  });

  it('tells the admins once of a run not started when its grace ended', async () => {
    const name = `Gate ${randomUUID().slice(0, 4)}`;
    const tour = await createTourRow(db(), m0(), {
      name,
      locationIds: [gate.id],
    });
    // Began 15 minutes ago: grace (10) is over, the window (40) still open.
    const idle = await createRunRow(db(), m0(), tour.id, new Date(Date.now() - 15 * 60_000));
    const now = new Date();
    await Promise.all([
      checkRunStarts(db(), { clientId: tenant.clientId, now }),
      checkRunStarts(db(), { clientId: tenant.clientId, now }),
    ]);
    await checkRunStarts(db(), { clientId: tenant.clientId, now: new Date() });
    const alerts = await alertsAbout([idle.guid]);
    expect(alerts.map((a) => [a.userId, a.kind, a.title])).toEqual([
      [tenant.admin.id, 'tour-run-overdue', `${name} has not started`],
    ]);
    const [row] = await db()
      .select({ count: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, tenant.admin.id),
          eq(notifications.dedupeKey, `tour-run:${idle.guid}:overdue`),
        ),
      );
    expect(row).toBeDefined();
  });
});
