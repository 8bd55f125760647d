import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiWorld, createApiWorld, PERSONAS, type Persona } from '#server/test/api-world.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { CALENDAR_ENDS, DATE_INPUTS, withValueAt } from '#server/test/date-inputs.ts';
import { checksumDiff, type DbChecksum, tableChecksum } from '#server/test/db-checksum.ts';
import { applyMutation, describeMutation, mutationsFor } from '#server/test/hostile-input.ts';
import { ROUTES, type RouteRequest, toInject } from '#server/test/route-matrix.ts';

/**
 * Issue 7 part 2: hostile variations of a valid request to every route with params, query or body
 * answer 4xx with a message (those no schema could accept) or are accepted, never 5xx; a refused
 * request changes nothing; nothing reaches the other client or Object.prototype.
 * HOSTILE_RUNS (default 30) sets the runs per route; HOSTILE_SEED replays a reported failure.
 */
const NUM_RUNS = Number(process.env.HOSTILE_RUNS ?? 30);
const SEED = process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : undefined;
const SENDERS: Persona[] = ['out', 'staff', 'admin', 'superAdmin'];

let t: TestApp;
let w: ApiWorld;
let checksum: () => Promise<DbChecksum>;
let otherClient: () => Promise<DbChecksum>;

beforeAll(async () => {
  t = await buildTestApp();
  w = await createApiWorld(t.app, t.database.db);
  const clientIds = t.database.kind === 'postgres' ? [w.a.clientId, w.b.clientId] : undefined;
  checksum = () => tableChecksum(t.database.db, clientIds ? { clientIds } : {});
  otherClient = () => tableChecksum(t.database.db, { clientIds: [w.b.clientId] });
});
afterAll(() => t?.close());

/** The persona the route accepts a valid request from: the mutations then reach validation and beyond. */
const senderOf = (key: string): Persona => {
  const expect = ROUTES[key]!.expect;
  const sender = SENDERS.find((p) => expect[PERSONAS.indexOf(p)]! < 400);
  if (!sender) throw new Error(`${key}: no persona succeeds`);
  return sender;
};

const SERVER_DETAILS =
  /(node_modules|\.ts:\d+|\bat \w+ \(|select .+ from|insert into|update .+ set|syntax error)/i;

/**
 * Routes no persona can use in this app: the OpenID Connect callback answers 404 without a provider
 * configured; its hostile input (bad, missing, replayed state and code) is in oidc.routes.test.ts.
 */
const UNUSABLE_HERE = ['GET /api/callback'];

describe('hostile input', () => {
  it('covers every route but the ones no persona can use here', () => {
    const unusable = Object.keys(ROUTES).filter((key) =>
      ROUTES[key]!.expect.every((code, i) => code >= 400 || !SENDERS.includes(PERSONAS[i]!)),
    );
    expect(unusable).toEqual(UNUSABLE_HERE);
  });

  const keys = Object.keys(ROUTES).filter((key) => !UNUSABLE_HERE.includes(key));
  it.for(keys)('%s', { timeout: 600_000 }, async (key) => {
    const route = ROUTES[key]!;
    const sender = senderOf(key);
    let request: RouteRequest = await route.request(w);
    const shape = mutationsFor(request);
    const foreignBefore = await otherClient();
    await w.session.cookieOf(sender);
    let before = await checksum();
    await fc.assert(
      fc.asyncProperty(shape, async (mutation) => {
        const { options, mustReject } = applyMutation(key, request, mutation);
        const response = await w.session.send(sender, options);
        const status = response.statusCode;
        const what = `${key} with ${describeMutation(mutation)}: ${status} ${response.body.slice(0, 300)}`;
        expect(status, what).toBeLessThan(500);
        expect(Object.hasOwn(Object.prototype, 'polluted'), `${what}: Object.prototype polluted`).toBe(false);
        if (mustReject) expect(status, `${what}: must be refused`).toBeGreaterThanOrEqual(400);
        if (status >= 400) {
          const body = JSON.parse(response.body) as { message?: unknown };
          expect(typeof body.message, `${what}: has a message`).toBe('string');
          expect(body.message, `${what}: no server details`).not.toMatch(SERVER_DETAILS);
          if (status === 400 && mutation.path.length && !mutation.value.startsWith('raw:')) {
            expect(body.message, `${what}: names the field`).toMatch(/^(body|params|querystring)[.:]/);
          }
          const changed = checksumDiff(before, await checksum());
          expect(changed, `${what}: refused, yet changed the database`).toEqual([]);
        } else {
          if (!route.crossClient) {
            expect(
              checksumDiff(foreignBefore, await otherClient()),
              `${what}: changed the other client`,
            ).toEqual([]);
          }
          // Accepted: it may have changed or used up the objects; start again from fresh ones.
          request = await route.request(w);
          await w.session.cookieOf(sender);
          before = await checksum();
        }
      }),
      { numRuns: NUM_RUNS, seed: SEED, endOnFailure: true },
    );
  });
});

/** Control characters a URL can carry (%00 and friends): never meaningful in a query value or key. */
const QUERY_CONTROLS = ['\u0000', '\u0001', '\u001f', '\u007f'];

describe('control characters in the query string', () => {
  const withQuery = Object.keys(ROUTES).filter((key) => !UNUSABLE_HERE.includes(key));
  it.for(withQuery)('%s', { timeout: 120_000 }, async (key) => {
    const sender = senderOf(key);
    const request = await ROUTES[key]!.request(w);
    // A route without a query of its own still receives one: an unknown key must not slip through either.
    const names = Object.keys(request.query ?? {});
    const targets = names.length ? names : ['extra'];
    for (const control of QUERY_CONTROLS) {
      for (const name of targets) {
        const template = request.query?.[name];
        const value = `${typeof template === 'string' ? template : 'x'}${control}`;
        const options = toInject(key, { ...request, query: { ...request.query, [name]: value } });
        await w.session.cookieOf(sender);
        const before = await checksum();
        const response = await w.session.send(sender, options);
        const what = `${key} with querystring.${name} + U+${control.charCodeAt(0).toString(16).padStart(4, '0')}`;
        expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBe(400);
        expect(response.json().message, what).toMatch(new RegExp(`^querystring\\.${name}: `));
        expect(checksumDiff(before, await checksum()), `${what}: changed the database`).toEqual([]);
      }
    }
  });
});

/**
 * Issue 30 item 6: every date input of the catalogue (date-inputs.ts finds them by their schema),
 * at and past the ends of the calendar, answers 400 naming the field and changes nothing, never a
 * 500 (a report from 9999-12-30 and a run list from the year 0 did).
 */
describe('dates at the ends of the calendar', () => {
  it('finds the date inputs of the catalogue', () => {
    const found = DATE_INPUTS.map((d) => `${d.key} ${d.location}.${d.path.join('.')}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/reports/tour-exceptions query.from',
        'GET /api/tour-runs query.from',
        'GET /api/meter-reads query.startDate',
        'GET /api/activities query.since',
        'POST /api/shift-answers body.answers.0.answerTimestamp',
        'POST /api/activities body.timestamp',
      ]),
    );
  });

  const inputs = Object.fromEntries(
    DATE_INPUTS.map((d) => [`${d.key} ${d.location}.${d.path.join('.')}`, d]),
  );
  it.for(Object.keys(inputs))('%s', { timeout: 120_000 }, async (name) => {
    const input = inputs[name]!;
    const sender = senderOf(input.key);
    const field = `${input.location === 'query' ? 'querystring' : 'body'}.${input.path.join('.')}`;
    for (const value of input.forms.flatMap((form) => CALENDAR_ENDS[form])) {
      const request = await ROUTES[input.key]!.request(w);
      const changed =
        input.location === 'query'
          ? { ...request, query: { ...request.query, [String(input.path[0])]: value } }
          : { ...request, body: withValueAt(request.body, input.path, value) };
      await w.session.cookieOf(sender);
      const before = await checksum();
      const response = await w.session.send(sender, toInject(input.key, changed));
      const what = `${name} = ${value}: ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, what).toBe(400);
      expect(response.json().message, what).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}: `));
      expect(checksumDiff(before, await checksum()), `${what}: changed the database`).toEqual([]);
    }
  });
});
