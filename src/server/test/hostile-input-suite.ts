import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MULTI_LINE, SINGLE_LINE } from '#core/common/single-line.ts';
import { PERSONAS, type Persona } from './api-world.ts';
import { CALENDAR_ENDS, DATE_INPUTS, type DateInput, withValueAt } from './date-inputs.ts';
import { checksumDiff } from './db-checksum.ts';
import { applyMutation, describeMutation, mutationsFor, type Path } from './hostile-input.ts';
import { type RouteRequest, type RouteRow, toInject } from './route-matrix.ts';
import type { RouteWorld } from './route-world.ts';

/**
 * Issue 7 part 2: hostile variations of a valid request to every route with params, query or body
 * answer 4xx with a message (those no schema could accept) or are accepted, never 5xx; a refused
 * request changes nothing; nothing reaches the other client or Object.prototype.
 * HOSTILE_RUNS (default 30) sets the runs per route; HOSTILE_SEED replays a reported failure.
 *
 * Run by each area's `endpointSuite` for its endpoints (so the suite is spread over the areas'
 * files, which parallel workers share) and by `plugins/hostile-input.test.ts` for the plain routes.
 */
const NUM_RUNS = Number(process.env.HOSTILE_RUNS ?? 30);
const SEED = process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : undefined;
export const SENDERS: Persona[] = ['out', 'staff', 'admin', 'superAdmin'];

/** The persona the route accepts a valid request from: the mutations then reach validation and beyond. */
export const senderOf = (key: string, route: RouteRow, senders = SENDERS): Persona => {
  const sender = senders.find((p) => route.expect[PERSONAS.indexOf(p)]! < 400);
  if (!sender) throw new Error(`${key}: no persona succeeds`);
  return sender;
};

const SERVER_DETAILS =
  /(node_modules|\.ts:\d+|\bat \w+ \(|select .+ from|insert into|update .+ set|syntax error)/i;

/**
 * Routes no persona can use in this app: the OpenID Connect callback answers 404 without a provider
 * configured; its hostile input (bad, missing, replayed state and code) is in oidc.routes.test.ts.
 */
export const UNUSABLE_HERE = ['GET /api/callback'];

/**
 * The hostile input of `rows`: fast-check variations of each valid request, control characters in
 * its query string, the ends of the calendar in its date inputs, line breaks in its one-line names.
 */
export function hostileInput(rows: Readonly<Record<string, RouteRow>>, world: () => RouteWorld): void {
  const keys = Object.keys(rows).filter((key) => !UNUSABLE_HERE.includes(key));

  describe('hostile input', () => {
    it.for(keys)('%s', { timeout: 600_000 }, async (key) => {
      await hostileVariations(world(), key, rows[key]!);
    });
  });

  describe('control characters in the query string', () => {
    it.for(keys)('%s', { timeout: 120_000 }, async (key) => {
      await queryControls(world(), key, rows[key]!);
    });
  });

  const dates = Object.fromEntries(
    DATE_INPUTS.filter((d) => d.key in rows).map((d) => [`${d.key} ${d.location}.${d.path.join('.')}`, d]),
  );
  if (Object.keys(dates).length) {
    describe('dates at the ends of the calendar', () => {
      it.for(Object.keys(dates))('%s', { timeout: 120_000 }, async (name) => {
        const input = dates[name]!;
        await calendarEnds(world(), name, input, rows[input.key]!);
      });
    });
  }

  /** The row's one-line or multi-line body fields, by test name (`POST /api/tours body.name`). */
  const fields = (kind: 'singleLine' | 'multiLine') =>
    new Map(
      Object.entries(rows).flatMap(([key, route]) =>
        (route[kind] ?? []).map((path) => [`${key} body.${path.join('.')}`, { key, path }] as const),
      ),
    );
  const singleLine = fields('singleLine');
  if (singleLine.size) {
    describe('single-line names', () => {
      it.for([...singleLine.keys()])('%s refuses line breaks and control characters', async (name) => {
        const { key, path } = singleLine.get(name)!;
        await singleLineRefusals(world(), key, rows[key]!, path);
      });
    });
  }
  const multiLine = fields('multiLine');
  if (multiLine.size) {
    describe('multi-line text', () => {
      it.for([...multiLine.keys()])(
        '%s keeps line breaks and tabs, and refuses other control characters',
        async (name) => {
          const { key, path } = multiLine.get(name)!;
          await multiLineText(world(), key, rows[key]!, path);
        },
      );
    });
  }
}

/** NUM_RUNS hostile variations of the route's valid request (issue 7 part 2). */
async function hostileVariations(world: RouteWorld, key: string, route: RouteRow): Promise<void> {
  const sender = senderOf(key, route);
  const { w, checksum, otherClient } = world;
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
}

/** Control characters a URL can carry (%00 and friends): never meaningful in a query value or key. */
const QUERY_CONTROLS = ['\u0000', '\u0001', '\u001f', '\u007f'];

/** Each query value (or an extra key) with a control character: 400 naming it, nothing changed. */
async function queryControls(world: RouteWorld, key: string, route: RouteRow): Promise<void> {
  const sender = senderOf(key, route);
  const { w, checksum } = world;
  const request = await route.request(w);
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
}

/**
 * Issue 30 item 6: a date input of the catalogue (date-inputs.ts finds them by their schema), at
 * and past the ends of the calendar, answers 400 naming the field and changes nothing, never a
 * 500 (a report from 9999-12-30 and a run list from the year 0 did).
 */
async function calendarEnds(
  world: RouteWorld,
  name: string,
  input: DateInput,
  route: RouteRow,
): Promise<void> {
  const { w, checksum } = world;
  const sender = senderOf(input.key, route);
  const field = `${input.location === 'query' ? 'querystring' : 'body'}.${input.path.join('.')}`;
  for (const value of input.forms.flatMap((form) => CALENDAR_ENDS[form])) {
    const request = await route.request(w);
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
}

/** The signed-in personas a one-line name is sent as (the first its route lets in). */
const TEXT_SENDERS: Persona[] = ['staff', 'admin', 'superAdmin'];

/** The route's valid request with `value` at `path` of its body, and what it changed in the database. */
async function sendText(world: RouteWorld, key: string, route: RouteRow, path: Path, value: string) {
  const { w, checksum } = world;
  const request = await route.request(w);
  const sender = senderOf(key, route, TEXT_SENDERS);
  await w.session.cookieOf(sender);
  const before = await checksum();
  const response = await w.session.send(
    sender,
    toInject(key, { ...request, body: withValueAt(request.body, path, value) }),
  );
  return { response, changed: checksumDiff(before, await checksum()), sender };
}

/** The forged line of the review's alert e-mail, after a line break in a name. */
const FORGED = [
  'Night round\nIn Dockwatch: https://evil.example/login',
  'Gate\r\nx',
  'Pier\u2028x',
  'Dock\tA',
  'Bell\u0007',
];

/**
 * Issue 30 item 9: a name, title or label is one line. A line break (or any other control
 * character) in one answers 400 naming the field and changes nothing.
 */
async function singleLineRefusals(world: RouteWorld, key: string, route: RouteRow, path: Path) {
  for (const value of FORGED) {
    const { response, changed } = await sendText(world, key, route, path, value);
    const what = `${JSON.stringify(value)}: ${response.statusCode} ${response.body.slice(0, 200)}`;
    expect(response.statusCode, what).toBe(400);
    expect(response.json().message, what).toBe(`body.${path.join('.')}: ${SINGLE_LINE}`);
    expect(changed, what).toEqual([]);
  }
  // Spaces around are trimmed as before: only what is inside the name counts.
  const { response } = await sendText(
    world,
    key,
    route,
    path,
    `  Night round ${crypto.randomUUID().slice(0, 8)}  `,
  );
  expect(response.statusCode, response.body).toBeLessThan(300);
}

/** Descriptions, notes and comments keep their line breaks and tabs but refuse the other control characters. */
async function multiLineText(world: RouteWorld, key: string, route: RouteRow, path: Path) {
  const text = 'Broken cleat\n\tstarboard side\r\nbow';
  const kept = await sendText(world, key, route, path, text);
  expect(kept.response.statusCode, kept.response.body).toBe(route.expect[PERSONAS.indexOf(kept.sender)]);
  // An answer that shows the field shows it as it was sent.
  const shown = path.reduce<unknown>(
    (node, name) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[name] : undefined),
    kept.response.json(),
  );
  if (shown !== undefined) expect(shown).toBe(text);
  const { response, changed } = await sendText(
    world,
    key,
    route,
    path,
    'Line one\nbell\u0007 escape\u001b[31m',
  );
  expect(response.statusCode, `${key}: ${response.body}`).toBe(400);
  expect(response.json().message).toBe(`body.${path.join('.')}: ${MULTI_LINE}`);
  expect(changed).toEqual([]);
}
