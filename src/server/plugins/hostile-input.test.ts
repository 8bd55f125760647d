import { describe, expect, it } from 'vitest';
import { PERSONAS } from '#server/test/api-world.ts';
import { CALENDAR_ENDS, DATE_INPUTS, withValueAt } from '#server/test/date-inputs.ts';
import { checksumDiff } from '#server/test/db-checksum.ts';
import { hostileWorld, SENDERS, senderOf, UNUSABLE_HERE } from '#server/test/hostile-input-suite.ts';
import { ROUTES, toInject } from '#server/test/route-matrix.ts';

/**
 * Hostile input (issue 7 part 2; src/server/test/hostile-input-suite.ts): this file holds the
 * coverage check, control characters in the query string and dates at the ends of the calendar;
 * hostile-input.routes-N.test.ts try every route with hostile variations, a part each.
 */
const world = hostileWorld();

describe('hostile input', () => {
  it('covers every route but the ones no persona can use here', () => {
    const unusable = Object.keys(ROUTES).filter((key) =>
      ROUTES[key]!.expect.every((code, i) => code >= 400 || !SENDERS.includes(PERSONAS[i]!)),
    );
    expect(unusable).toEqual(UNUSABLE_HERE);
  });
});

/** Control characters a URL can carry (%00 and friends): never meaningful in a query value or key. */
const QUERY_CONTROLS = ['\u0000', '\u0001', '\u001f', '\u007f'];

describe('control characters in the query string', () => {
  const withQuery = Object.keys(ROUTES).filter((key) => !UNUSABLE_HERE.includes(key));
  it.for(withQuery)('%s', { timeout: 120_000 }, async (key) => {
    const sender = senderOf(key);
    const { w, checksum } = world();
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
    const { w, checksum } = world();
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
