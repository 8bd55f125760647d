import type { InjectOptions } from 'fastify';
import type { Access, EndpointDefinition } from '#core/api/endpoint.ts';
import type { ApiWorld, Persona } from './api-world.ts';
import type { Path } from './hostile-input.ts';
import { tinyJpeg } from './image-fixtures.ts';

/**
 * What every route is tried with (issue 7): a valid request on real objects of an ApiWorld's tested
 * tenant (client A, marina 0) and the status each persona must get for it. A catalogue endpoint's
 * row is written in its area's route test (`endpointSuite`, endpoint-suite.ts), its expectations
 * taken from the access the catalogue declares; the plain routes' rows are at the end of this file.
 */

/** A valid request for a route: path params, query and JSON body (or raw bytes with their type). */
export interface RouteRequest {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
  raw?: { payload: Buffer; contentType: string };
}

/** Expected status per persona, in PERSONAS order. */
export type Expect = readonly [number, number, number, number, number, number, number];

export interface RouteRow {
  expect: Expect;
  request: (w: ApiWorld) => RouteRequest | Promise<RouteRequest>;
  /** Public or backend (super_admin, all clients, decision 0002): the other client may see this tenant. */
  crossClient?: boolean;
  /** Names, titles and labels in the body: one line, without control characters (issue 30 item 9). */
  singleLine?: readonly Path[];
  /** Descriptions, notes and comments in the body: line breaks and tabs, no other control character. */
  multiLine?: readonly Path[];
}

//                                   out  staff  staff1  admin  othAdm super  othSup
/** Anyone, signed in or not. */
const PUBLIC = (c: number): Expect => [c, c, c, c, c, c, c];
/** Any signed-in user, about their own account or client. */
const SIGNED_IN = (c: number): Expect => [401, c, c, c, c, c, c];
/** Users who may work at marina 0; the other client gets 404 (same answer as an unknown guid). */
const MARINA = (c: number): Expect => [401, c, 403, c, 404, c, 404];
/** Admins of marina 0 (super_admin included). */
const ADMIN = (c: number): Expect => [401, 403, 403, c, 404, c, 404];
/**
 * Client-wide data every marina shares (location types): client admins and super_admin only. The
 * admin persona, an admin of marina 0 alone, gets 403 (decision 0023); a client admin's success is
 * in the route's own tests.
 */
const CLIENT_ADMIN = (c: number): Expect => [401, 403, 403, 403, 404, c, 404];
/** The user's own shift and answers: anyone else gets 404. */
export const OWN = (c: number): Expect => [401, c, 404, 404, 404, 404, 404];
/** The admin persona's own record; everyone else's answer is that of an unknown guid. */
export const OWN_ADMIN = (c: number): Expect => [401, 404, 404, c, 404, 404, 404];
/** The backend: super_admin only, across clients by design. */
const SUPER = (c: number): Expect => [401, 403, 403, 403, 403, c, c];

const row = (expect: Expect, request: RouteRow['request'], crossClient = false): RouteRow => ({
  expect,
  request,
  crossClient,
});

/** The expectations each access level of the catalogue stands for. */
const BY_ACCESS: Record<Access, { expect: (c: number) => Expect; crossClient: boolean }> = {
  public: { expect: PUBLIC, crossClient: true },
  'signed-in': { expect: SIGNED_IN, crossClient: false },
  'marina-staff': { expect: MARINA, crossClient: false },
  'marina-admin': { expect: ADMIN, crossClient: false },
  'client-admin': { expect: CLIENT_ADMIN, crossClient: false },
  'super-admin': { expect: SUPER, crossClient: true },
};

/**
 * A catalogue endpoint's row: its expectations come from the catalogue (issue 16). `checkedBy`
 * overrides the expectations of a 'signed-in' endpoint whose service checks more than its access
 * level says: the user's own shift and its answers (OWN), the admin's own notification (OWN_ADMIN).
 */
export const endpointRow = (
  endpoint: EndpointDefinition,
  success: number,
  request: RouteRow['request'],
  checkedBy?: (c: number) => Expect,
): RouteRow => {
  const { expect, crossClient } = BY_ACCESS[endpoint.access];
  return { expect: (checkedBy ?? expect)(success), request, crossClient };
};

/**
 * The plain routes (`src/core/api/plain-routes.ts`), the exceptions to "an endpoint's row is in its
 * area's route test" (`endpoint-suite.ts`): they are not in the catalogue, so no api object names
 * them and their expectations are written here by hand, each with why the route is plain.
 * `access-matrix.test.ts` fails when a plain route has no row here, or a row no route.
 */
export const PLAIN_ROUTE_ROWS: Record<string, RouteRow> = {
  // A browser navigation: redirects to the sign-in page or the company's identity provider.
  'GET /api/login': row(PUBLIC(302), () => ({}), true),
  // A browser navigation: ends the session and redirects home.
  'GET /api/logout': row(PUBLIC(302), () => ({}), true),
  // Read by the sign-in page before anyone is signed in; no 4xx answer of its own to document.
  'GET /api/auth/providers': row(PUBLIC(200), () => ({}), true),
  // Operations (issue 19): a load balancer's probes, the same answer for anyone, signed in or not.
  'GET /api/health': row(PUBLIC(200), () => ({}), true),
  'GET /api/ready': row(PUBLIC(200), () => ({}), true),
  // A browser navigation answering HTML pages (ADR 0014). Without a company identity provider
  // configured the callback has nothing to finish.
  'GET /api/callback': row(PUBLIC(404), () => ({ query: { code: 'x', state: 'y' } }), true),
  // Raw image bytes, authorised by the signed token in the upload URL rather than a session.
  'PUT /img/:guid': row(
    PUBLIC(201),
    (w) => {
      const guid = w.fresh.guid();
      const token = new URL(w.fresh.photoUpload(guid).url, 'http://x').searchParams.get('token')!;
      return { params: { guid }, query: { token }, raw: { payload: tinyJpeg(), contentType: 'image/jpeg' } };
    },
    true,
  ),
  // Raw image bytes. A photo is read by those who may read its record: here a meter photo of marina 0.
  'GET /img/:guid': row(MARINA(200), (w) => ({ params: { guid: w.photo.guid } })),
};

/** Percent-encoding that also carries a lone surrogate (as the bytes a careless client would send). */
export const encodeUrlPart = (value: string) =>
  value
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\u0000LONE\u0000')
    .split('\u0000LONE\u0000')
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');

/** A query string from name/value pairs (a value list repeats the name). */
export const encodeQuery = (query: Record<string, string | string[]>) =>
  Object.entries(query)
    .flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((v) => `${encodeUrlPart(name)}=${encodeUrlPart(v)}`),
    )
    .join('&');

/** The inject() options for a row's request: params filled into the path, query encoded. */
export function toInject(key: string, request: RouteRequest): InjectOptions {
  const [method, template] = key.split(' ') as [InjectOptions['method'], string];
  const path = template.replace(/:(\w+)/g, (_m, name: string) =>
    encodeUrlPart(request.params?.[name] ?? `missing-${name}`),
  );
  const query = encodeQuery(request.query ?? {});
  const url = query ? `${path}?${query}` : path;
  if (request.raw) {
    return {
      method,
      url,
      payload: request.raw.payload,
      headers: { 'content-type': request.raw.contentType },
    };
  }
  if (request.body === undefined) return { method, url };
  return {
    method,
    url,
    payload: JSON.stringify(request.body),
    headers: { 'content-type': 'application/json' },
  };
}

export type { Persona };
