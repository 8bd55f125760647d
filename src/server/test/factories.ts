import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '#core/auth/auth.endpoints.ts';
import type { Db } from '#server/db/connect.ts';
import { clients, marinas, permissions, users } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/modules/auth/password.ts';

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

export interface TestUser {
  id: number;
  guid: string;
  email: string;
}

export interface TestTenant {
  clientId: number;
  clientGuid: string;
  /** Two marinas of the client. */
  marinas: { id: number; guid: string; name: string }[];
  /** staff of marina 0; staffOther: staff of marina 1; admin: admin of marina 0; superAdmin. */
  staff: TestUser;
  staffOther: TestUser;
  admin: TestUser;
  superAdmin: TestUser;
}

async function addUser(db: Db, clientId: number, label: string): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = `${label}-${randomUUID()}@test.example`;
  const [row] = await db
    .insert(users)
    .values({ clientId, email, firstName: label, lastName: 'Tester', passwordHash: await passwordHash })
    .returning({ id: users.id, guid: users.guid });
  return { ...row!, email };
}

/** A fresh client with two marinas and one user per role: every test gets its own tenant. */
export async function createTenant(db: Db, name = 'Tenant'): Promise<TestTenant> {
  const [client] = await db
    .insert(clients)
    .values({ name: `${name} ${randomUUID().slice(0, 8)}` })
    .returning({ id: clients.id, guid: clients.guid });
  const clientId = client!.id;
  const marinaRows = await db
    .insert(marinas)
    .values([
      { clientId, name: 'North Marina', location: 'North Bay' },
      { clientId, name: 'South Marina', location: 'South Bay' },
    ])
    .returning({ id: marinas.id, guid: marinas.guid, name: marinas.name });
  const [m0, m1] = marinaRows as [(typeof marinaRows)[number], (typeof marinaRows)[number]];
  const staff = await addUser(db, clientId, 'staff');
  const staffOther = await addUser(db, clientId, 'staff-other');
  const admin = await addUser(db, clientId, 'admin');
  const superAdmin = await addUser(db, clientId, 'super');
  await db.insert(permissions).values([
    { clientId, userId: staff.id, permissionType: 'marina_access', marinaId: m0.id },
    { clientId, userId: staffOther.id, permissionType: 'marina_access', marinaId: m1.id },
    { clientId, userId: admin.id, permissionType: 'admin', marinaId: m0.id },
    { clientId, userId: admin.id, permissionType: 'marina_access', marinaId: m0.id },
    { clientId, userId: superAdmin.id, permissionType: 'super_admin' },
  ]);
  return { clientId, clientGuid: client!.guid, marinas: marinaRows, staff, staffOther, admin, superAdmin };
}

/** A random client address per call, so the per-IP login limit of one test does not hit another. */
export const nextTestIp = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** Signs in through the real login route; returns the Cookie header to send. */
export async function loginAs(app: FastifyInstance, user: { email: string }): Promise<string> {
  const response = await app.inject({
    method: authEndpoints.signIn.method,
    url: authEndpoints.signIn.path,
    payload: { email: user.email, password: TEST_PASSWORD },
    remoteAddress: nextTestIp(),
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'dockwatch.sid');
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
}
