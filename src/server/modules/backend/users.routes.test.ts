import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { authApi } from '#core/auth/auth.api.ts';
import { backendApi } from '#core/backend/backend.api.ts';
import {
  addClientAdmin,
  addTestUser,
  expectSuperAdminOnly,
  sessionCountOf,
} from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import {
  createTenant,
  loginAs,
  nextTestIp,
  TEST_PASSWORD,
  type TestTenant,
  type TestUser,
} from '#server/test/factories.ts';
import { type Inject, injectFor, type TestInput } from '#server/test/inject.ts';
import type { Callable } from '#server/test/test-input.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let clientAdmin: TestUser;
let inject: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  tenant = await createTenant(t.database.db);
  other = await createTenant(t.database.db, 'Other');
  clientAdmin = await addClientAdmin(t.database.db, tenant);
});
afterAll(() => t.close());

const create = (payload: object) =>
  inject(backendApi.createUser, { body: payload }, { as: tenant.superAdmin });
const update = (guid: string, payload: object) =>
  inject(backendApi.updateUser, { params: { guid }, body: payload }, { as: tenant.superAdmin });
const login = (email: string, password = TEST_PASSWORD) =>
  inject(authApi.signIn, { body: { email, password } }, { remoteAddress: nextTestIp() });
const email = () => `new-${randomUUID()}@test.example`;
/** Signed out 401, staff and both admins 403 (the shared check), calling the endpoint as each. */
const superAdminOnly = <R extends Callable>(endpoint: R, input: TestInput<R>) =>
  expectSuperAdminOnly((user) => inject(endpoint, input, { as: user }), tenant, clientAdmin);

describe(routeKey(backendApi.listUsers), () => {
  it('lists every user of every client with client name, disabled flag and permissions', async () => {
    const response = await inject(backendApi.listUsers, {}, { as: tenant.superAdmin });
    expect(response.statusCode).toBe(200);
    const admin = response.json().find((u: { guid: string }) => u.guid === tenant.admin.guid);
    expect(admin).toMatchObject({
      email: tenant.admin.email,
      firstName: 'admin',
      lastName: 'Tester',
      clientId: tenant.clientGuid,
      clientName: expect.stringMatching(/^Tenant /),
      disabled: false,
      hasPassword: true,
    });
    expect(admin.permissions).toEqual(
      expect.arrayContaining([
        { guid: expect.any(String), permissionType: 'admin', marinaId: tenant.marinas[0]!.guid },
        { guid: expect.any(String), permissionType: 'marina_access', marinaId: tenant.marinas[0]!.guid },
      ]),
    );
    expect(response.json().map((u: { guid: string }) => u.guid)).toContain(other.staff.guid);
    expect(response.body).not.toMatch(/passwordHash|"id":/);
  });

  it('answers 401 signed out and 403 to everyone but super_admin', async () => {
    await superAdminOnly(backendApi.listUsers, {});
  });
});

describe(routeKey(backendApi.createUser), () => {
  it('creates a user with an initial password who can then sign in', async () => {
    const address = email();
    const response = await create({
      email: ` ${address.toUpperCase()} `,
      firstName: 'Dana',
      lastName: 'Reyes',
      clientId: other.clientGuid,
      password: 'a new password',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      guid: expect.any(String),
      email: address,
      clientId: other.clientGuid,
      hasPassword: true,
      disabled: false,
      permissions: [],
    });
    expect((await login(address, 'a new password')).statusCode).toBe(200);
  });

  it('creates a user without a password, who cannot sign in until a link sets one', async () => {
    const address = email();
    const response = await create({ email: address, clientId: tenant.clientGuid });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ firstName: null, lastName: null, hasPassword: false });
    expect((await login(address, 'anything at all')).statusCode).toBe(401);
  });

  it('answers 409 for an email in use (case-insensitive) and is idempotent on guid', async () => {
    const duplicate = await create({ email: tenant.staff.email.toUpperCase(), clientId: tenant.clientGuid });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      code: 'backend.emailTaken',
      message: 'A user with this email already exists',
    });
    const guid = randomUUID();
    const payload = { guid, email: email(), clientId: tenant.clientGuid };
    expect((await create(payload)).statusCode).toBe(201);
    expect((await create(payload)).statusCode).toBe(200);
    expect((await create({ ...payload, firstName: 'Changed' })).statusCode).toBe(409);
  });

  it('answers 400 naming the field', async () => {
    for (const [payload, message] of [
      [{ clientId: tenant.clientGuid }, /^body\.email: Email is required$/],
      [
        { email: 'not-an-email', clientId: tenant.clientGuid },
        /^body\.email: must be a valid e-mail address$/,
      ],
      [{ email: email() }, /^body\.clientId: Client is required$/],
      [{ email: email(), clientId: randomUUID() }, /^body\.clientId: Client not found$/],
      [
        { email: email(), clientId: tenant.clientGuid, password: 'short' },
        /^body\.password: must be at least 8/,
      ],
      [{ email: email(), clientId: tenant.clientGuid, password: 'x'.repeat(129) }, /^body\.password: /],
      [{ email: email(), clientId: tenant.clientGuid, firstName: 'x'.repeat(201) }, /^body\.firstName: /],
    ] as const) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('answers 401 signed out and 403 to everyone but super_admin', async () => {
    await superAdminOnly(backendApi.createUser, { body: { email: email(), clientId: tenant.clientGuid } });
  });
});

describe(routeKey(backendApi.updateUser), () => {
  it('replaces email and names; 409 when the email belongs to someone else', async () => {
    const user = await addTestUser(t.database.db, tenant.clientId, 'edit');
    const address = email();
    const response = await update(user.guid, {
      email: address,
      firstName: 'Eve',
      clientId: tenant.clientGuid,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: address,
      firstName: 'Eve',
      lastName: null,
      disabled: false,
    });
    const taken = await update(user.guid, { email: tenant.staff.email, clientId: tenant.clientGuid });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'backend.emailTaken',
      message: 'A user with this email already exists',
    });
  });

  it('disabling ends every session of the user and blocks sign-in; enabling lets them back', async () => {
    const user = await addTestUser(t.database.db, tenant.clientId, 'disable');
    const first = await loginAs(t.app, user);
    await loginAs(t.app, user);
    expect(await sessionCountOf(t.database.db, user.id)).toBe(2);
    const response = await update(user.guid, {
      email: user.email,
      clientId: tenant.clientGuid,
      disabled: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().disabled).toBe(true);
    expect(await sessionCountOf(t.database.db, user.id)).toBe(0);
    expect((await inject(authApi.user, {}, { cookie: first })).statusCode).toBe(401);
    expect((await login(user.email)).statusCode).toBe(403);
    const kept = await update(user.guid, { email: user.email, clientId: tenant.clientGuid });
    expect(kept.json().disabled).toBe(true);
    const enabled = await update(user.guid, {
      email: user.email,
      clientId: tenant.clientGuid,
      disabled: false,
    });
    expect(enabled.json().disabled).toBe(false);
    expect((await login(user.email)).statusCode).toBe(200);
  });

  it('refuses to disable the own account', async () => {
    const me = await update(tenant.superAdmin.guid, {
      email: tenant.superAdmin.email,
      clientId: tenant.clientGuid,
      disabled: true,
    });
    expect(me.statusCode).toBe(400);
    expect(me.json().message).toBe('body.disabled: you cannot disable your own account');
  });

  it("moving a user to another client drops the old client's access and admin", async () => {
    const user = await addTestUser(t.database.db, tenant.clientId, 'mover');
    const grant = await inject(
      backendApi.grantMarina,
      { params: { marinaId: tenant.marinas[0]!.guid, userId: user.guid }, body: {} },
      { as: tenant.superAdmin },
    );
    expect(grant.statusCode).toBe(201);
    const response = await update(user.guid, { email: user.email, clientId: other.clientGuid });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ clientId: other.clientGuid, permissions: [] });
  });

  it('answers 404 for an unknown user, 400 naming the field, 401 and 403', async () => {
    const payload = { email: email(), clientId: tenant.clientGuid };
    expect((await update(randomUUID(), payload)).statusCode).toBe(404);
    const bad = await update(tenant.staff.guid, { ...payload, disabled: 'yes' });
    expect(bad.json().message).toMatch(/^body\.disabled: /);
    expect((await update(tenant.staff.guid, { clientId: tenant.clientGuid })).json().message).toMatch(
      /^body\.email: /,
    );
    await superAdminOnly(backendApi.updateUser, {
      params: { guid: tenant.staff.guid },
      body: { ...payload, disabled: true },
    });
    expect((await login(tenant.staff.email)).statusCode).toBe(200);
  });
});
