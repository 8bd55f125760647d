import { z } from 'zod';
import { type EndpointDefinition, routeKey } from '#core/api/endpoint.ts';
import { accessMatrix, privateAnswers } from './access-matrix.ts';
import { hostileInput } from './hostile-input-suite.ts';
import { type Expect, endpointRow, type RouteRow } from './route-matrix.ts';
import { routeWorld } from './route-world.ts';

/** One endpoint's row: a valid request on real objects of the ApiWorld, and what it answers. */
export interface EndpointRow {
  /** The status of the valid request for every persona the endpoint's access lets in. */
  success: number;
  /** A valid request on real objects of the tested tenant (client A, marina 0). */
  request: RouteRow['request'];
  /**
   * The expectations when the service checks more than the endpoint's access level says (OWN,
   * OWN_ADMIN of route-matrix.ts); otherwise they come from its declared access.
   */
  checkedBy?: (success: number) => Expect;
  /** Names, titles and labels in the body that must be one line (issue 30 item 9). */
  singleLine?: RouteRow['singleLine'];
  /** Descriptions, notes and comments in the body: line breaks and tabs kept, other control characters refused. */
  multiLine?: RouteRow['multiLine'];
}

/** A row for every endpoint of an api object, and nothing else: the compiler holds it complete. */
export type EndpointRows<Api extends Readonly<Record<string, EndpointDefinition>>> = {
  readonly [K in keyof Api]: EndpointRow;
};

/** Whether the endpoint creates a record under a guid the caller chooses (its body declares one). */
const createsWithGuid = (endpoint: EndpointDefinition): boolean => {
  if (endpoint.method !== 'POST' || !endpoint.body) return false;
  const schema = z.toJSONSchema(endpoint.body as z.ZodType, { io: 'input', unrepresentable: 'any' });
  return 'guid' in ((schema as { properties?: object }).properties ?? {});
};

/**
 * The access matrix and hostile input of one api object's endpoints (issue 7), run in the test file
 * that calls it: an area's route test calls it once for each api object of its area, at the top
 * level of the file (at the start of a line, where the completeness check looks), e.g.
 *
 *   endpointSuite(safetyApi, {
 *     getSettings: { success: 200, request: (w) => ({ params: { guid: w.m0.guid } }) },
 *     …
 *   });
 *
 * Each endpoint is tried as every persona (access-matrix.ts: the status its declared access stands
 * for, nothing changed on refusal, no guid of the tested tenant to the other client, a create with
 * another client's guid; every signed-in answer of a GET is no-store), with hostile variations of
 * its request, control characters in its query, the ends of the calendar in its dates and line
 * breaks in its one-line names (hostile-input-suite.ts). The calls of one file share one ApiWorld
 * (route-world.ts). `plugins/access-matrix.test.ts` checks that every api object of the areas has
 * exactly one call; the plain routes' rows are in route-matrix.ts.
 */
export function endpointSuite<Api extends Readonly<Record<string, EndpointDefinition>>>(
  api: Api,
  rows: EndpointRows<NoInfer<Api>>,
): void {
  const extra = Object.keys(rows).filter((name) => !(name in api));
  const missing = Object.keys(api).filter((name) => !(name in rows));
  if (extra.length || missing.length)
    throw new Error(`endpointSuite: no row for ${missing.join(', ')}; no endpoint for ${extra.join(', ')}`);
  const routes: Record<string, RouteRow> = {};
  for (const [name, endpoint] of Object.entries(api)) {
    const { success, request, checkedBy, singleLine, multiLine } = rows[name as keyof Api];
    routes[routeKey(endpoint)] = {
      ...endpointRow(endpoint, success, request, checkedBy),
      singleLine,
      multiLine,
    };
  }
  const world = routeWorld();
  accessMatrix(routes, world, Object.values(api).filter(createsWithGuid).map(routeKey));
  privateAnswers(routes, world);
  hostileInput(routes, world);
}
