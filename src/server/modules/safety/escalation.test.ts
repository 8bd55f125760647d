import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertWithEvents } from '#core/safety/alert.schema.ts';
import { safetyApi } from '#core/safety/safety.api.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import { alertEmails, notifications, permissions, safetyAlerts } from '#server/db/schema/index.ts';
import { addClientAdmin, addTestUser } from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { escalateDueAlerts } from './escalation.ts';

let t: TestApp;
let tenant: TestTenant;
let inject: Inject;
let clientAdmin: TestUser;
/** A second admin of marina 0, with e-mail alerts off. */
let quietAdmin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  tenant = await createTenant(db);
  inject = injectFor(t.app);
  clientAdmin = await addClientAdmin(db, tenant);
  quietAdmin = await addTestUser(db, tenant.clientId, 'quiet-admin');
  await db.insert(permissions).values({
    clientId: tenant.clientId,
    userId: quietAdmin.id,
    permissionType: 'admin',
    marinaId: tenant.marinas[0]!.id,
  });
  await db.execute(sql`update users set email_alerts = false where id = ${quietAdmin.id}`);
});
afterAll(() => t.close());

const escalate = () => escalateDueAlerts(t.database.db, { clientId: tenant.clientId });

async function raise(marina = tenant.marinas[0]!, as: TestUser = tenant.staff): Promise<string> {
  const guid = randomUUID();
  const body = {
    guid,
    marinaId: marina.guid,
    kind: 'sos' as const,
    gpsLatitude: '38.9784',
    gpsLongitude: '-76.4922',
  };
  const response = await inject(safetyApi.raiseAlert, { body }, { as });
  expect(response.statusCode).toBe(201);
  return guid;
}

/** The ack minutes of the current step, if one is waiting, have passed. */
const lapse = (guid: string) =>
  t.database.db
    .update(safetyAlerts)
    .set({ nextStepAt: sql`now() - interval '1 second'` })
    .where(and(eq(safetyAlerts.guid, guid), isNotNull(safetyAlerts.nextStepAt)));

/** Seconds from the last step (its event) to the next. */
async function waitBeforeNextStep(guid: string): Promise<number> {
  const result = await t.database.db.execute(sql`
    select extract(epoch from a.next_step_at - (select max(e.at) from safety_alert_events e where e.alert_id = a.id))::float8 as seconds
    from safety_alerts a where a.guid = ${guid}`);
  return Number(rowsOf<{ seconds: number }>(result)[0]!.seconds);
}

async function read(guid: string): Promise<AlertWithEvents> {
  const response = await inject(safetyApi.getAlert, { params: { guid } }, { as: tenant.superAdmin });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Who got a notification about the alert, per step. */
async function told(guid: string) {
  const rows = await t.database.db
    .select({ userId: notifications.userId, key: notifications.dedupeKey, title: notifications.title })
    .from(notifications)
    .where(
      and(
        eq(notifications.clientId, tenant.clientId),
        like(notifications.dedupeKey, `safety-alert:${guid}:%`),
      ),
    );
  const names = new Map(
    [tenant.admin, quietAdmin, clientAdmin, tenant.staff, tenant.superAdmin].map((u) => [
      u.id,
      u.email.split('-')[0],
    ]),
  );
  return rows.map((row) => `${row.key.split(':').at(-1)} ${names.get(row.userId) ?? row.userId}`).sort();
}

const steps = (alert: AlertWithEvents) =>
  alert.events.map((e) => [e.type, e.tier, e.recipients].filter((x) => x !== null).join(' '));

describe('escalation of a safety alert', () => {
  it("tells the marina's admins at once, then the client's admins, then everyone, each step once", async () => {
    const guid = await raise();
    expect(await escalate()).toBe(1);
    expect(await escalate()).toBe(0);
    let alert = await read(guid);
    expect(alert.state).toBe('notifying');
    expect(steps(alert)).toEqual(['raised', 'notified marina_admins 2']);
    expect(await waitBeforeNextStep(guid), 'the tier’s 2 minutes').toBe(120);
    expect(await told(guid)).toEqual(
      [`marina_admins ${tenant.admin.email.split('-')[0]}`, `marina_admins quiet`].sort(),
    );

    await lapse(guid);
    expect(await escalate()).toBe(1);
    alert = await read(guid);
    expect(steps(alert)).toEqual(['raised', 'notified marina_admins 2', 'notified client_admins 1']);
    expect(alert.state).toBe('notifying');

    await lapse(guid);
    expect(await escalate()).toBe(1);
    expect(await escalate()).toBe(0);
    alert = await read(guid);
    expect(alert.state).toBe('exhausted');
    expect(steps(alert)).toEqual([
      'raised',
      'notified marina_admins 2',
      'notified client_admins 1',
      'exhausted all_admins 3',
    ]);
    const everyone = await told(guid);
    expect(everyone.filter((line) => line.startsWith('all_admins'))).toHaveLength(3);
    expect(everyone).toHaveLength(6);
    // Nobody is told about their own alert, and staff are never told.
    expect(everyone.some((line) => line.endsWith('staff'))).toBe(false);
  });

  it('says who has not answered, where the guard was, and links to the alert; e-mails those who want them', async () => {
    const guid = await raise();
    await escalate();
    await lapse(guid);
    await escalate();
    const rows = await t.database.db
      .select({
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        id: notifications.id,
      })
      .from(notifications)
      .where(eq(notifications.dedupeKey, `safety-alert:${guid}:client_admins`));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.title).toMatch(/^SOS: /);
    expect(rows[0]!.body).toContain('pressed SOS at North Marina.');
    expect(rows[0]!.body).toContain("Not acknowledged by the marina's admins within 2 min.");
    expect(rows[0]!.body).toContain('https://www.openstreetmap.org/?mlat=38.9784&mlon=-76.4922');
    expect(rows[0]!.link).toBe(`/alerts/${guid}`);
    const emails = await t.database.db
      .select({ to: alertEmails.toAddress })
      .from(alertEmails)
      .innerJoin(notifications, eq(notifications.id, alertEmails.notificationId))
      .where(like(notifications.dedupeKey, `safety-alert:${guid}:%`));
    expect(emails.map((e) => e.to).sort()).toEqual([tenant.admin.email, clientAdmin.email].sort());
  });

  it('stops at the first acknowledgement', async () => {
    const guid = await raise();
    await escalate();
    const ack = await inject(safetyApi.acknowledgeAlert, { params: { guid } }, { as: tenant.admin });
    expect(ack.statusCode).toBe(200);
    await lapse(guid);
    expect(await escalate()).toBe(0);
    const alert = await read(guid);
    expect(alert.state).toBe('acknowledged');
    expect(steps(alert)).toEqual(['raised', 'notified marina_admins 2', 'acknowledged']);
  });

  it('passes over a tier with nobody in it, and never tells the one who raised it', async () => {
    // Marina 1 has no admin of its own; its guard is an admin there and raises it themselves.
    const marina = tenant.marinas[1]!;
    await t.database.db.insert(permissions).values({
      clientId: tenant.clientId,
      userId: tenant.staffOther.id,
      permissionType: 'admin',
      marinaId: marina.id,
    });
    const guid = await raise(marina, tenant.staffOther);
    expect(await escalate()).toBe(1);
    const alert = await read(guid);
    expect(steps(alert)).toEqual(['raised', 'notified marina_admins 0', 'notified client_admins 1']);
    expect(await told(guid)).toEqual(['client_admins client']);
  });

  it("follows the marina's own ladder: the client's admins first, 5 minutes", async () => {
    const marina = tenant.marinas[0]!;
    const put = await inject(
      safetyApi.setSettings,
      {
        params: { guid: marina.guid },
        body: {
          checkIntervalMinutes: null,
          graceMinutes: 10,
          emergencyPhone: null,
          ladder: [{ tier: 'client_admins', ackMinutes: 5 }],
        },
      },
      { as: tenant.admin },
    );
    expect(put.statusCode).toBe(200);
    try {
      const guid = await raise();
      await escalate();
      expect(steps(await read(guid))).toEqual(['raised', 'notified client_admins 1']);
      expect(await waitBeforeNextStep(guid)).toBe(300);
      await lapse(guid);
      await escalate();
      expect(steps(await read(guid))).toEqual([
        'raised',
        'notified client_admins 1',
        'exhausted all_admins 3',
      ]);
    } finally {
      await t.database.db.execute(sql`update marinas set safety = default where id = ${marina.id}`);
    }
  });

  it('takes each step once when two escalations run at the same time', async () => {
    const guids = await Promise.all([raise(), raise(), raise()]);
    const counts = await Promise.all([escalate(), escalate()]);
    expect(counts[0]! + counts[1]!).toBe(3);
    for (const guid of guids) expect(steps(await read(guid))).toEqual(['raised', 'notified marina_admins 2']);
  });
});
