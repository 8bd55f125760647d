import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { shiftQuestionsApi } from '#core/shifts/shift-questions.api.ts';
import { shiftsApi } from '#core/shifts/shifts.api.ts';
import { shiftAnswers } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor, type TestInput } from '#server/test/inject.ts';
import { addQuestion } from '#server/test/question-factories.ts';
import { OWN } from '#server/test/route-matrix.ts';
import type { Callable } from '#server/test/test-input.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
const q: Record<string, { guid: string }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  const clientId = tenant.clientId;
  const [m0, m1] = [tenant.marinas[0]!.id, tenant.marinas[1]!.id];
  q.yesNo = await addQuestion(db, { clientId, questionType: 'yes_no', sortOrder: 1 });
  q.number = await addQuestion(db, { clientId, questionType: 'number', sortOrder: 2, isRequired: false });
  q.text = await addQuestion(db, { clientId, marinaId: m0, questionType: 'text_long', sortOrder: 3 });
  q.time = await addQuestion(db, { clientId, questionType: 'timestamp', sortOrder: 4 });
  q.endOnly = await addQuestion(db, { clientId, questionType: 'text_short', isPreShift: false });
  q.otherMarina = await addQuestion(db, { clientId, marinaId: m1, questionType: 'text_short' });
  q.inactive = await addQuestion(db, { clientId, questionType: 'text_short', isActive: false });
  q.otherTenant = await addQuestion(db, { clientId: other.clientId, questionType: 'text_short' });
  inject = injectFor(t.app);
});
afterAll(() => t.close());

async function staffWithShift(user: 'staff' | 'admin' = 'staff') {
  const call = <R extends Callable>(endpoint: R, input: TestInput<R>) =>
    inject(endpoint, input, { as: tenant[user] });
  await call(shiftsApi.end, { body: {} });
  const shift = (await call(shiftsApi.start, { body: { marinaId: tenant.marinas[0]!.guid } })).json();
  return { call, shift };
}

/** The answers of this file's two clients (other files answer questions in the same database meanwhile). */
const answerCount = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(shiftAnswers)
      .where(inArray(shiftAnswers.clientId, [tenant.clientId, other.clientId]))
  )[0]!.n;

describe(routeKey(shiftQuestionsApi.list), () => {
  it("lists the marina's active questions (client-wide and its own), in order, filtered by isPreShift", async () => {
    const list = (isPreShift: boolean) =>
      inject(
        shiftQuestionsApi.list,
        { query: { marinaId: tenant.marinas[0]!.guid, isPreShift } },
        { as: tenant.staff },
      );
    const response = await list(true);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((x: { guid: string }) => x.guid)).toEqual([
      q.yesNo!.guid,
      q.number!.guid,
      q.text!.guid,
      q.time!.guid,
    ]);
    expect(response.json()[2]).toMatchObject({
      questionType: 'text_long',
      isRequired: true,
      isPreShift: true,
      marinaId: tenant.marinas[0]!.guid,
    });
    const end = await list(false);
    expect(end.json().map((x: { guid: string }) => x.guid)).toEqual([q.endOnly!.guid]);
  });

  it('answers 400 naming the field, 401, 403 and 404 for another tenant', async () => {
    const list = (query: Record<string, string>, as: { email: string } | null = tenant.staff) =>
      inject(shiftQuestionsApi.list, { query }, { as });
    const bad = await list({ marinaId: tenant.marinas[0]!.guid, isPreShift: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^querystring\.isPreShift: /);
    expect((await list({})).json().message).toMatch(/^querystring\.marinaId/);
    expect((await list({ marinaId: tenant.marinas[0]!.guid }, null)).statusCode).toBe(401);
    expect((await list({ marinaId: tenant.marinas[1]!.guid })).statusCode).toBe(403);
    expect((await list({ marinaId: other.marinas[0]!.guid })).statusCode).toBe(404);
  });
});

describe(`${routeKey(shiftQuestionsApi.saveAnswers)} and ${routeKey(shiftQuestionsApi.answers)}`, () => {
  it('saves one field per type (false and 0 are answers) and lists them with their question', async () => {
    const { call, shift } = await staffWithShift();
    const response = await call(shiftQuestionsApi.saveAnswers, {
      body: {
        shiftId: shift.guid,
        answers: [
          {
            questionId: q.yesNo!.guid,
            shiftId: shift.guid,
            answerText: null,
            answerNumber: null,
            answerBoolean: false,
            answerTimestamp: null,
          },
          { questionId: q.number!.guid, answerNumber: '0' },
          { questionId: q.text!.guid, answerText: '  Windy, gate 2 sticks  ' },
          { questionId: q.time!.guid, answerTimestamp: '2026-11-21T22:15:00.000+01:00' },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const listed = (await call(shiftQuestionsApi.answers, { params: { shiftId: shift.guid } })).json();
    expect(listed).toEqual(response.json());
    const byQuestion = Object.fromEntries(listed.map((a: { questionId: string }) => [a.questionId, a]));
    expect(byQuestion[q.yesNo!.guid]).toMatchObject({
      answerBoolean: false,
      answerText: null,
      answerNumber: null,
    });
    expect(byQuestion[q.number!.guid]).toMatchObject({ answerNumber: '0.000', answerBoolean: null });
    expect(byQuestion[q.text!.guid]).toMatchObject({
      answerText: 'Windy, gate 2 sticks',
      question: { questionType: 'text_long' },
    });
    expect(byQuestion[q.time!.guid].answerTimestamp).toBe('2026-11-21T21:15:00.000Z');
  });

  it('replaces an answer on retry instead of duplicating it', async () => {
    const { call, shift } = await staffWithShift();
    const before = await answerCount();
    for (const value of ['12.5', '12.5', '13']) {
      const r = await call(shiftQuestionsApi.saveAnswers, {
        body: {
          shiftId: shift.guid,
          answers: [{ questionId: q.number!.guid, answerNumber: value }],
        },
      });
      expect(r.statusCode).toBe(200);
    }
    expect(await answerCount()).toBe(before + 1);
    expect(
      (await call(shiftQuestionsApi.answers, { params: { shiftId: shift.guid } })).json()[0].answerNumber,
    ).toBe('13.000');
  });

  it("refuses answers that do not fit the question's type, naming the answer and field, and saves none", async () => {
    const { call, shift } = await staffWithShift();
    const before = await answerCount();
    const response = await call(shiftQuestionsApi.saveAnswers, {
      body: {
        shiftId: shift.guid,
        answers: [
          { questionId: q.text!.guid, answerText: 'fine' },
          { questionId: q.yesNo!.guid, answerText: 'yes' },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body.answers.1.answerBoolean: is required for a yes_no question');
    const tooPrecise = await call(shiftQuestionsApi.saveAnswers, {
      body: {
        shiftId: shift.guid,
        answers: [{ questionId: q.number!.guid, answerNumber: '1.23456' }],
      },
    });
    expect(tooPrecise.statusCode).toBe(400);
    expect(tooPrecise.json().message).toMatch(/^body\.answers\.0\.answerNumber: /);
    expect(await answerCount()).toBe(before);
  });

  it("refuses questions of another marina or tenant and inactive ones' absence is fine", async () => {
    const { call, shift } = await staffWithShift();
    for (const question of [q.otherMarina!, q.otherTenant!]) {
      const r = await call(shiftQuestionsApi.saveAnswers, {
        body: {
          shiftId: shift.guid,
          answers: [{ questionId: question.guid, answerText: 'x' }],
        },
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe("body.answers.0.questionId: no such question for this shift's marina");
    }
  });

  it("answers 404 for another user's or tenant's shift, 401 signed out, 400 for bad ids", async () => {
    const { shift } = await staffWithShift('admin');
    const { call } = await staffWithShift();
    const payload = { shiftId: shift.guid, answers: [{ questionId: q.text!.guid, answerText: 'x' }] };
    expect((await call(shiftQuestionsApi.saveAnswers, { body: payload })).statusCode).toBe(404);
    expect((await call(shiftQuestionsApi.answers, { params: { shiftId: shift.guid } })).statusCode).toBe(404);
    expect((await call(shiftQuestionsApi.answers, { params: { shiftId: randomUUID() } })).statusCode).toBe(
      404,
    );
    expect((await inject(shiftQuestionsApi.saveAnswers, { body: payload })).statusCode).toBe(401);
    expect((await inject(shiftQuestionsApi.answers, { params: { shiftId: shift.guid } })).statusCode).toBe(
      401,
    );
    const bad = await call(shiftQuestionsApi.answers, { params: { shiftId: '12' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^params\.shiftId: /);
    const empty = await call(shiftQuestionsApi.saveAnswers, { body: { shiftId: shift.guid, answers: [] } });
    expect(empty.json().message).toMatch(/^body\.answers: /);
  });
});

describe(routeKey(shiftQuestionsApi.updateAnswer), () => {
  it('edits an own answer with the field of its type', async () => {
    const { call, shift } = await staffWithShift();
    const [saved] = (
      await call(shiftQuestionsApi.saveAnswers, {
        body: {
          shiftId: shift.guid,
          answers: [{ questionId: q.text!.guid, answerText: 'calm' }],
        },
      })
    ).json();
    const updated = await call(shiftQuestionsApi.updateAnswer, {
      params: { guid: saved.guid },
      body: { answerText: 'storm' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ guid: saved.guid, answerText: 'storm' });
    const wrong = await call(shiftQuestionsApi.updateAnswer, {
      params: { guid: saved.guid },
      body: { answerNumber: '5' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('body.answerText: is required for a text_long question');
  });

  it("answers 404 for someone else's answer and 401 signed out", async () => {
    const mine = await staffWithShift('admin');
    const [saved] = (
      await mine.call(shiftQuestionsApi.saveAnswers, {
        body: {
          shiftId: mine.shift.guid,
          answers: [{ questionId: q.text!.guid, answerText: 'mine' }],
        },
      })
    ).json();
    const { call } = await staffWithShift();
    const response = await call(shiftQuestionsApi.updateAnswer, {
      params: { guid: saved.guid },
      body: { answerText: 'hijack' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'request.notFound', message: 'Answer not found for editing.' });
    expect(
      (
        await inject(shiftQuestionsApi.updateAnswer, {
          params: { guid: saved.guid },
          body: { answerText: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

// Every shift questions endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(shiftQuestionsApi, {
  answers: {
    success: 200,
    request: async (w) => ({ params: { shiftId: (await w.fresh.staffShift()).guid } }),
    checkedBy: OWN,
  },
  list: {
    success: 200,
    request: (w) => ({
      query: { marinaId: w.m0.guid, isPreShift: 'true' },
    }),
  },
  saveAnswers: {
    success: 200,
    request: async (w) => ({
      body: {
        shiftId: (await w.fresh.staffShift()).guid,
        answers: [{ questionId: (await w.fresh.question()).guid, answerText: 'Calm night' }],
      },
    }),
    checkedBy: OWN,
  },
  updateAnswer: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.answer()).guid },
      body: { answerText: 'Windy' },
    }),
    checkedBy: OWN,
  },
});
