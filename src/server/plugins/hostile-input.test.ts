import { describe, expect, it } from 'vitest';
import { PERSONAS } from '#server/test/api-world.ts';
import { DATE_INPUTS } from '#server/test/date-inputs.ts';
import { hostileInput, SENDERS, UNUSABLE_HERE } from '#server/test/hostile-input-suite.ts';
import { PLAIN_ROUTE_ROWS } from '#server/test/route-matrix.ts';
import { routeWorld } from '#server/test/route-world.ts';

/**
 * Hostile input (issue 7 part 2; src/server/test/hostile-input-suite.ts): each area's route test
 * tries its endpoints (`endpointSuite`); this file tries the plain routes (route-matrix.ts) and
 * checks what the suite relies on: a persona that can use each route, the date inputs found.
 */
const world = routeWorld();

describe('hostile input', () => {
  it('covers every plain route but the ones no persona can use here', () => {
    const unusable = Object.keys(PLAIN_ROUTE_ROWS).filter((key) =>
      PLAIN_ROUTE_ROWS[key]!.expect.every((code, i) => code >= 400 || !SENDERS.includes(PERSONAS[i]!)),
    );
    expect(unusable).toEqual(UNUSABLE_HERE);
  });
});

/**
 * Issue 30 item 6: every date input of the catalogue (date-inputs.ts finds them by their schema) is
 * tried at the ends of the calendar by its area's `endpointSuite`.
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
});

hostileInput(PLAIN_ROUTE_ROWS, world);
