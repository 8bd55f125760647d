import type { z } from 'zod';

/**
 * The endpoint catalogue (issue 16, decision 0025): each API endpoint is declared once, here in
 * core, and the server's route, the web's call and query keys, the access matrix and the OpenAPI
 * document are derived from the declaration. Core only: nothing from server or web.
 */

/**
 * Who may call an endpoint. The marina levels name where the marina is (`marinaFrom`); the guard
 * resolves it to a tenant scope before the handler runs.
 * - public: anyone, signed in or not;
 * - signed-in: any signed-in user, about their own account or client;
 * - marina-staff: users who may work at the named marina;
 * - marina-admin: admins of the named marina (super_admin included);
 * - client-admin: admins of the whole client (super_admin included);
 * - super-admin: the platform operator (the backend, across clients).
 */
export type Access =
  | 'public'
  | 'signed-in'
  | 'marina-staff'
  | 'marina-admin'
  | 'client-admin'
  | 'super-admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where an endpoint's marina is: the `marinaId` of the query or of the body (optional for
 * `client-admin`: a marina named along is checked first), or `record`: the handler finds it from
 * the record the path names (a location's guid) or from an optional `marinaId`, and runs the marina
 * guard itself (404, then 403); registerEndpoint then only requires a signed-in caller first.
 */
export type MarinaSource = 'query' | 'body' | 'record';

/**
 * What the phone does with an endpoint when there is no signal (ADR 0021). A write: 'queue' (it
 * waits in the outbox and is sent in order once the network is back; creates are idempotent by
 * guid) or 'online-only'. A read: 'keep' (its answers are kept on the phone and shown offline).
 */
export type OfflinePolicy = 'queue' | 'online-only' | 'keep';

type Schema = z.ZodType;

/**
 * What an endpoint is, without its schemas: the part the web reads. It carries the types of its
 * input and answer (`Io`, types only), so a page can call it without loading zod and every schema
 * of the app (decision 0019: the check-in page does not).
 */
export interface RouteDefinition {
  method: HttpMethod;
  /** Fastify style: `/api/issues/:guid`. */
  path: string;
  /** Unique, camelCase: the OpenAPI operationId and the name integrators call it by. */
  operationId: string;
  summary: string;
  /** The OpenAPI tag (the area). */
  tag: string;
  access: Access;
  marinaFrom?: MarinaSource;
  /** The 403 message of the access guard, where the default one would say too little. */
  forbiddenMessage?: string;
  /**
   * 4xx answers the service gives beyond those its input and access level stand for, for the API
   * document: sign-in's 401 (wrong password) and 429 (too many failed attempts).
   */
  alsoAnswers?: readonly (401 | 403 | 429)[];
  offline?: OfflinePolicy;
  /**
   * Whether the route's queries reach across tenants (ADR 0017): 'always' when no tenant is known
   * yet (set-password: the token names the user). A 'super-admin' endpoint is 'super_admin'
   * without saying so (the backend works across clients, decision 0002).
   */
  crossTenant?: 'always' | 'super_admin';
  /**
   * For a read that hands out a photo's storage slot: where its answer has the slot. The offline
   * queue asks it for a photo saved without a network (ADR 0021), knowing nothing else of the area.
   */
  uploadSlot?: (result: never) => UploadSlot;
  /**
   * A read that can also answer a file instead of its JSON (`format=csv` in its query): the file's
   * media types, for the API document. Its handler answers the file with `fileAnswer(...)`, sent as
   * an attachment (decision 0030).
   */
  files?: readonly 'text/csv'[];
  /**
   * A read answered with an ETag from its marina's change counter, and 304 to an If-None-Match
   * that holds it (decision 0044). The marina comes from the scope (`marinaFrom: 'query'`), or, for
   * `record`, the handler names it with `revalidate` once it has found the record.
   */
  conditional?: true;
}

/** A photo's guid and the signed URL its bytes are PUT to. */
export interface UploadSlot {
  guid: string;
  uploadURL: string;
}

/** The types a route's caller sends and gets back (absent parts are `undefined`). */
export interface Io {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  result: unknown;
}

/** A route with its input and answer types attached (no runtime cost). */
export type Route<T extends Io = Io> = RouteDefinition & { readonly io?: T };

/** The schemas the server validates and serialises with, and the OpenAPI document shows. */
export interface EndpointSchemas {
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The success answers by status; their schemas serialise the reply. */
  responses: Partial<Record<200 | 201 | 204, Schema>>;
}

/** An area's schemas, one set per endpoint by its key (`<area>.schemas.ts`). */
export type AreaSchemas = Readonly<Record<string, EndpointSchemas>>;

/** A route and its schemas: what the server registers. */
export type EndpointDefinition = Route & EndpointSchemas;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The success answer: what the 200 or 201 schema gives, nothing for a 204. */
type AnswerOf<R extends EndpointSchemas['responses']> =
  | (R extends { 200: infer S } ? Out<S> : never)
  | (R extends { 201: infer S } ? Out<S> : never)
  | (R extends { 204: Schema } ? undefined : never);

/**
 * The types an endpoint's schemas stand for: what its caller sends (the input the schemas accept,
 * before defaults and transforms) and what it gets back.
 */
type IoOfSchemas<S extends EndpointSchemas> = (S extends { params: infer P extends Schema }
  ? { params: z.input<P> }
  : unknown) &
  (S extends { query: infer Q extends Schema } ? { query: z.input<Q> } : unknown) &
  (S extends { body: infer B extends Schema } ? { body: z.input<B> } : unknown) & {
    result: AnswerOf<S['responses']>;
  };

/** A route as its area declares it; `uploadSlot` gets the endpoint's answer type. */
type RouteDeclaration<S extends EndpointSchemas> = Omit<RouteDefinition, 'uploadSlot'> & {
  uploadSlot?: (result: AnswerOf<S['responses']>) => UploadSlot;
};

/**
 * Declares an area's routes, their types read from its schemas:
 * `defineRoutes<typeof metersSchemas>()({ recordMeter: { method, path, … }, … })`, with the schemas
 * imported as a type only, so the web gets the types without loading zod (decision 0019). The
 * routes and the schemas have the same keys, or it does not compile.
 */
export const defineRoutes =
  <S extends AreaSchemas>() =>
  <
    const R extends { readonly [K in keyof S]: RouteDeclaration<S[K]> } & {
      readonly [K in Exclude<keyof R, keyof S>]: never;
    },
  >(
    routes: R,
  ): { readonly [K in keyof S & keyof R]: R[K] & { readonly io?: IoOfSchemas<S[K]> } } =>
    routes;

/**
 * The answers of a create that is idempotent by guid (db/idempotent-create.ts): 201 with the new
 * record, or 200 with the one a retry of the same content finds.
 */
export const createResponses = <const S extends Schema>(record: S) => ({ 200: record, 201: record }) as const;

/**
 * Pairs an area's routes with the schemas they were declared from (server side: the web never
 * imports these modules): `withAllSchemas(metersEndpoints, metersSchemas)`.
 */
export const withAllSchemas = <
  S extends AreaSchemas,
  const R extends { readonly [K in keyof S]: Route<IoOfSchemas<S[K]>> },
>(
  routes: R,
  schemas: S,
): { readonly [K in keyof S]: R[K] & S[K] } =>
  Object.fromEntries(Object.entries(routes).map(([key, route]) => [key, { ...route, ...schemas[key] }])) as {
    readonly [K in keyof S]: R[K] & S[K];
  };

/** What the server's handler receives, validated. */
export interface ParsedInput<E extends EndpointSchemas> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
}

type IoOf<R> = R extends { readonly io?: infer T } ? (T extends Io ? T : never) : never;

/** What a caller sends: only the parts the route has. */
export type CallInput<R extends Pick<Route, 'io'>> = (IoOf<R> extends { params: infer P }
  ? { params: P }
  : { params?: undefined }) &
  (IoOf<R> extends { query: infer Q } ? { query: Q } : { query?: undefined }) &
  (IoOf<R> extends { body: infer B } ? { body: B } : { body?: undefined });

/** The success answer's type. */
export type RouteResult<R extends Pick<Route, 'io'>> = IoOf<R> extends { result: infer T } ? T : never;

/** `/api/issues/:guid` with `{ guid }` → `/api/issues/<guid>` (each value URL-encoded). */
export function pathOf(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`pathOf: no value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
}

/** The upload slot in an answer of a route that declares one (`uploadSlot`); null for other routes. */
export function uploadSlotOf(route: RouteDefinition, answer: unknown): UploadSlot | null {
  // The route declared the slot's place for its own answer type; the answer is that route's.
  return route.uploadSlot ? (route.uploadSlot as (result: unknown) => UploadSlot)(answer) : null;
}

/** The route key used by the access matrix: `PATCH /api/issues/:guid`. */
export const routeKey = (endpoint: Pick<EndpointDefinition, 'method' | 'path'>): string =>
  `${endpoint.method} ${endpoint.path}`;
