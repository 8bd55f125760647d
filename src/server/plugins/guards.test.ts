import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadUserWithPermissions } from '#server/modules/auth/auth.queries.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import type { AuthContext } from './auth-context.ts';
import { requireAuth, requireMarinaAccess, requireMarinaAdmin, requireSuperAdmin } from './guards.ts';
import type { HttpError } from './http-errors.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t.database.db);
  other = await createTenant(t.database.db, 'Other');
});
afterAll(() => t.close());

async function requestAs(user: TestUser | null): Promise<FastifyRequest> {
  let auth: AuthContext | null = null;
  if (user) {
    const { id, disabledAt: _d, ...rest } = (await loadUserWithPermissions(t.database.db, user.id))!;
    auth = { ...rest, userId: id, sessionId: 'test' };
  }
  return { auth, server: t.app } as unknown as FastifyRequest;
}

async function statusOf(run: () => unknown): Promise<number> {
  try {
    await run();
    return 200;
  } catch (error) {
    return (error as HttpError).statusCode;
  }
}

describe('guards', () => {
  it('requireAuth: 401 when signed out', async () => {
    expect(await statusOf(async () => requireAuth(await requestAs(null)))).toBe(401);
    expect(
      await statusOf(async () => requireMarinaAccess(await requestAs(null), tenant.marinas[0]!.guid)),
    ).toBe(401);
  });

  it('requireMarinaAccess: staff of the marina pass and get the tenant scope', async () => {
    const scope = await requireMarinaAccess(await requestAs(tenant.staff), tenant.marinas[0]!.guid);
    expect(scope).toEqual({
      clientId: tenant.clientId,
      userId: tenant.staff.id,
      marinaId: tenant.marinas[0]!.id,
      marinaGuid: tenant.marinas[0]!.guid,
    });
  });

  it('requireMarinaAccess: 403 for staff of another marina of the same client', async () => {
    const request = await requestAs(tenant.staffOther);
    expect(await statusOf(() => requireMarinaAccess(request, tenant.marinas[0]!.guid))).toBe(403);
  });

  it("requireMarinaAccess: another client's marina answers 404 like an unknown one, even for super_admin", async () => {
    const request = await requestAs(tenant.superAdmin);
    expect(await statusOf(() => requireMarinaAccess(request, other.marinas[0]!.guid))).toBe(404);
    expect(await statusOf(() => requireMarinaAccess(request, crypto.randomUUID()))).toBe(404);
  });

  it("a marina the request already holds is checked without a query: its client must be the user's", async () => {
    const known = (tenantOf: TestTenant, i: number) => ({
      id: tenantOf.marinas[i]!.id,
      guid: tenantOf.marinas[i]!.guid,
      clientId: tenantOf.clientId,
    });
    const staff = await requestAs(tenant.staff);
    expect(await requireMarinaAccess(staff, known(tenant, 0))).toEqual(
      await requireMarinaAccess(staff, tenant.marinas[0]!.guid),
    );
    expect(await statusOf(() => requireMarinaAccess(staff, known(tenant, 1)))).toBe(403);
    expect(await statusOf(() => requireMarinaAdmin(staff, known(tenant, 0)))).toBe(403);
    const superAdmin = await requestAs(tenant.superAdmin);
    expect(await statusOf(() => requireMarinaAccess(superAdmin, known(other, 0)))).toBe(404);
  });

  it('requireMarinaAdmin: admin of the marina and super_admin pass; staff and admin elsewhere get 403', async () => {
    const m0 = tenant.marinas[0]!;
    const m1 = tenant.marinas[1]!;
    expect(await statusOf(async () => requireMarinaAdmin(await requestAs(tenant.admin), m0.guid))).toBe(200);
    expect(await statusOf(async () => requireMarinaAdmin(await requestAs(tenant.superAdmin), m1.guid))).toBe(
      200,
    );
    expect(await statusOf(async () => requireMarinaAdmin(await requestAs(tenant.staff), m0.guid))).toBe(403);
    expect(await statusOf(async () => requireMarinaAdmin(await requestAs(tenant.admin), m1.guid))).toBe(403);
  });

  it('requireSuperAdmin: only super_admin', async () => {
    expect(await statusOf(async () => requireSuperAdmin(await requestAs(tenant.superAdmin)))).toBe(200);
    expect(await statusOf(async () => requireSuperAdmin(await requestAs(tenant.admin)))).toBe(403);
  });
});
