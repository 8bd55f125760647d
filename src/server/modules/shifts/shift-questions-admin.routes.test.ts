import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { shiftQuestionsApi } from '#core/shifts/shift-questions.api.ts';
import { shiftQuestionsAdminApi } from '#core/shifts/shift-questions-admin.api.ts';
import { shiftsApi } from '#core/shifts/shifts.api.ts';
import { shiftQuestions } from '#server/db/schema/index.ts';
import { addClientAdmin } from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { addQuestion } from '#server/test/question-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let clientAdmin: TestUser;
let inject: Inject;
let clientWide: { id: number; guid: string };

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  tenant = await createTenant(t.database.db);
  other = await createTenant(t.database.db, 'Other');
  clientAdmin = await addClientAdmin(t.database.db, tenant);
  clientWide = await addQuestion(t.database.db, { clientId: tenant.clientId, sortOrder: 0 });
});
afterAll(() => t.close());

const m0 = () => tenant.marinas[0]!.guid;
const question = (extra: object = {}) => ({
  marinaId: m0(),
  questionText: 'Gate locked?',
  questionType: 'yes_no',
  isPreShift: true,
  isRequired: true,
  ...extra,
});
const post = (user: { email: string } | null, body: object) =>
  inject(shiftQuestionsAdminApi.create, { body }, { as: user });
const put = (user: { email: string } | null, guid: string, body: object) =>
  inject(shiftQuestionsAdminApi.update, { params: { guid }, body }, { as: user });
const all = (user: { email: string } | null, marinaId = m0()) =>
  inject(shiftQuestionsAdminApi.all, { query: { marinaId } }, { as: user });
/** The questions of this file's two clients (other files add questions to the same database meanwhile). */
const questionCount = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(shiftQuestions)
      .where(inArray(shiftQuestions.clientId, [tenant.clientId, other.clientId]))
  )[0]!.n;

describe(routeKey(shiftQuestionsAdminApi.create), () => {
  it('creates a question of the marina (201), last in order unless sortOrder is sent', async () => {
    const response = await post(tenant.admin, question({ questionText: '  Gate locked? ' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      guid: expect.any(String),
      marinaId: m0(),
      questionText: 'Gate locked?',
      questionType: 'yes_no',
      isPreShift: true,
      isRequired: true,
      isActive: true,
      sortOrder: 1,
    });
    const placed = await post(
      clientAdmin,
      question({ questionType: 'number', sortOrder: 7, isPreShift: false }),
    );
    expect(placed.json()).toMatchObject({ sortOrder: 7, isPreShift: false });
    const listed = await inject(
      shiftQuestionsApi.list,
      { query: { marinaId: m0(), isPreShift: true } },
      { as: tenant.staff },
    );
    expect(listed.json().map((q: { guid: string }) => q.guid)).toContain(response.json().guid);
  });

  it('is idempotent on guid', async () => {
    const guid = randomUUID();
    expect((await post(tenant.admin, question({ guid }))).statusCode).toBe(201);
    expect((await post(tenant.admin, question({ guid }))).statusCode).toBe(200);
    expect((await post(tenant.admin, question({ guid, questionText: 'Other' }))).statusCode).toBe(409);
  });

  it('answers 400 naming the field', async () => {
    const before = await questionCount();
    for (const [payload, message] of [
      [question({ questionText: ' ' }), /^body\.questionText: Question text is required$/],
      [question({ questionText: 'x'.repeat(501) }), /^body\.questionText: /],
      [question({ questionType: 'essay' }), /^body\.questionType: /],
      [question({ isPreShift: 'yes' }), /^body\.isPreShift: /],
      [question({ isRequired: undefined }), /^body\.isRequired: /],
      [question({ sortOrder: 1.5 }), /^body\.sortOrder: /],
      [question({ marinaId: 'x' }), /^body\.marinaId: /],
    ] as const) {
      const response = await post(tenant.admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await questionCount()).toBe(before);
  });

  it('answers 401 signed out, 403 for staff and an admin of another marina, 404 for another tenant', async () => {
    const before = await questionCount();
    expect((await post(null, question())).statusCode).toBe(401);
    expect((await post(tenant.staff, question())).statusCode).toBe(403);
    expect((await post(tenant.admin, question({ marinaId: tenant.marinas[1]!.guid }))).statusCode).toBe(403);
    expect((await post(tenant.superAdmin, question({ marinaId: other.marinas[0]!.guid }))).statusCode).toBe(
      404,
    );
    expect(await questionCount()).toBe(before);
  });
});

describe(routeKey(shiftQuestionsAdminApi.update), () => {
  it('changes any field; deactivating hides the question from staff and keeps its answers', async () => {
    const q = await addQuestion(t.database.db, {
      clientId: tenant.clientId,
      marinaId: tenant.marinas[0]!.id,
    });
    const shift = await inject(shiftsApi.start, { body: { marinaId: m0() } }, { as: tenant.staff });
    const saved = await inject(
      shiftQuestionsApi.saveAnswers,
      { body: { shiftId: shift.json().guid, answers: [{ questionId: q.guid, answerText: 'All quiet' }] } },
      { as: tenant.staff },
    );
    expect(saved.statusCode).toBe(200);
    const response = await put(tenant.admin, q.guid, {
      questionText: 'Anything odd?',
      isRequired: false,
      isActive: false,
      sortOrder: 3,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      questionText: 'Anything odd?',
      isRequired: false,
      isActive: false,
      sortOrder: 3,
    });
    const active = await inject(shiftQuestionsApi.list, { query: { marinaId: m0() } }, { as: tenant.staff });
    expect(active.json().map((x: { guid: string }) => x.guid)).not.toContain(q.guid);
    const answers = await inject(
      shiftQuestionsApi.answers,
      { params: { shiftId: shift.json().guid } },
      { as: tenant.staff },
    );
    expect(answers.json()).toEqual([
      expect.objectContaining({ questionId: q.guid, answerText: 'All quiet' }),
    ]);
    const listed = (await all(tenant.admin)).json();
    expect(listed.find((x: { guid: string }) => x.guid === q.guid)).toMatchObject({ isActive: false });
    const retype = await put(tenant.admin, q.guid, { questionType: 'number' });
    expect(retype.statusCode).toBe(409);
    expect(retype.json()).toEqual({
      code: 'shiftQuestions.hasAnswers',
      message: 'This question already has answers; deactivate it and add a new question instead',
    });
    expect(
      (
        await inject(
          shiftQuestionsApi.answers,
          { params: { shiftId: shift.json().guid } },
          { as: tenant.staff },
        )
      ).json(),
    ).toHaveLength(1);
  });

  it('lets only a client-wide admin change a client-wide question', async () => {
    expect((await put(tenant.admin, clientWide.guid, { isRequired: false })).statusCode).toBe(403);
    const response = await put(clientAdmin, clientWide.guid, { isRequired: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ marinaId: null, isRequired: false });
  });

  it('answers 400 naming the field, 401, 403 for staff, 404 for another tenant or unknown guid', async () => {
    const q = await addQuestion(t.database.db, {
      clientId: tenant.clientId,
      marinaId: tenant.marinas[0]!.id,
    });
    const foreign = await addQuestion(t.database.db, {
      clientId: other.clientId,
      marinaId: other.marinas[0]!.id,
    });
    expect((await put(tenant.admin, q.guid, { questionText: '' })).json().message).toMatch(
      /^body\.questionText: /,
    );
    expect((await put(tenant.admin, q.guid, { isActive: 'no' })).json().message).toMatch(/^body\.isActive: /);
    const moved = await put(tenant.admin, q.guid, { marinaId: tenant.marinas[1]!.guid });
    expect(moved.json().message).toBe('body.marinaId: is not the marina of this question');
    expect((await put(tenant.admin, 'x', {})).json().message).toMatch(/^params\.guid: /);
    expect((await put(null, q.guid, { isActive: false })).statusCode).toBe(401);
    expect((await put(tenant.staff, q.guid, { isActive: false })).statusCode).toBe(403);
    expect((await put(tenant.superAdmin, foreign.guid, { isActive: false })).statusCode).toBe(404);
    expect((await put(tenant.superAdmin, randomUUID(), { isActive: false })).statusCode).toBe(404);
    expect((await put(other.superAdmin, foreign.guid, {})).json().isActive).toBe(true);
  });
});

describe(routeKey(shiftQuestionsAdminApi.all), () => {
  it("lists the marina's and the client-wide questions, inactive ones included, in order", async () => {
    const inactive = await addQuestion(t.database.db, {
      clientId: tenant.clientId,
      marinaId: tenant.marinas[0]!.id,
      isActive: false,
      sortOrder: 99,
    });
    const south = await addQuestion(t.database.db, {
      clientId: tenant.clientId,
      marinaId: tenant.marinas[1]!.id,
    });
    const response = await all(tenant.admin);
    expect(response.statusCode).toBe(200);
    const guids = response.json().map((q: { guid: string }) => q.guid);
    expect(guids[0]).toBe(clientWide.guid);
    expect(guids.at(-1)).toBe(inactive.guid);
    expect(guids).not.toContain(south.guid);
    const orders = response.json().map((q: { sortOrder: number }) => q.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('answers 400 naming the field, 401, 403 for staff and admins of another marina, 404 for another tenant', async () => {
    expect((await all(tenant.admin, 'x')).json().message).toMatch(/^querystring\.marinaId: /);
    expect((await all(null)).statusCode).toBe(401);
    expect((await all(tenant.staff)).statusCode).toBe(403);
    expect((await all(tenant.admin, tenant.marinas[1]!.guid)).statusCode).toBe(403);
    expect((await all(clientAdmin, tenant.marinas[1]!.guid)).statusCode).toBe(200);
    expect((await all(tenant.superAdmin, other.marinas[0]!.guid)).statusCode).toBe(404);
  });
});

// Every shift questions' admin endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(shiftQuestionsAdminApi, {
  all: { success: 200, request: (w) => ({ query: { marinaId: w.m0.guid } }) },
  create: {
    success: 201,
    request: (w) => ({
      body: {
        guid: w.fresh.guid(),
        questionText: 'Gate locked?',
        questionType: 'yes_no',
        isPreShift: true,
        isRequired: false,
        marinaId: w.m0.guid,
      },
    }),
  },
  update: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.question()).guid },
      body: { questionText: 'Anything unusual?', sortOrder: 3, marinaId: w.m0.guid },
    }),
  },
});
