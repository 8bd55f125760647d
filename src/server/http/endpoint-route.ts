import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EndpointDefinition, ParsedInput, RouteResult } from '#core/api/endpoint.ts';
import type { Db } from '#server/db/connect.ts';
import type { AuthContext, MarinaScope } from '#server/plugins/auth-context.ts';
import {
  requireAuth,
  requireClientAdmin,
  requireMarinaAccess,
  requireMarinaAdmin,
  requireSuperAdmin,
} from '#server/plugins/guards.ts';
import { startSession } from '#server/plugins/session.ts';
import { NotModified, revalidator } from './conditional-read.ts';

/**
 * The scope a handler gets: a marina's for the marina levels, none otherwise (nor when the marina
 * comes from the record: the handler resolves it).
 */
type ScopeOf<E extends EndpointDefinition> = E['access'] extends 'marina-staff' | 'marina-admin'
  ? E['marinaFrom'] extends 'record'
    ? undefined
    : MarinaScope
  : undefined;

type AuthOf<E extends EndpointDefinition> = E['access'] extends 'public' ? AuthContext | null : AuthContext;

/**
 * What a handler may do to the caller's session, without the request or reply: sign-in starts
 * one. The cookie (signed, HttpOnly, SameSite=Lax, Secure over HTTPS) is registerEndpoint's.
 */
export interface SessionEffect {
  /** A new session for the user: a new id and its cookie; the caller's old session row is deleted. */
  start(userId: number): Promise<void>;
}

/** What a catalogue handler receives: plain inputs, never the HTTP request. */
export interface EndpointContext<E extends EndpointDefinition> {
  db: Db;
  auth: AuthOf<E>;
  scope: ScopeOf<E>;
  input: ParsedInput<E>;
  /** The caller's address (the sign-in limits count guesses per IP). */
  ip: string;
  session: SessionEffect;
  /**
   * For a `conditional` read whose marina comes from its record: call with the data version read
   * with the record (`versionOfScope`) once its marina is guarded. Sets the ETag; when the caller
   * already holds it, the read ends here with 304.
   */
  revalidate: (version: string | undefined) => Promise<void>;
}

/** An answer with another status than the endpoint's first (a create that found its record: 200). */
export interface WithStatus<T> {
  readonly status: number;
  readonly body: T;
}
export const withStatus = <T>(status: number, body: T): WithStatus<T> => ({ status, body });

/** A create idempotent by guid answers 201 when it made the record, 200 when a retry found it. */
export const createdOrFound = <T>(created: boolean, body: T): WithStatus<T> =>
  withStatus(created ? 201 : 200, body);

/**
 * A file instead of the JSON answer, for an endpoint that declares `files`: sent with its media type
 * as an attachment named `fileName` (a download, not a page), past the JSON serializer.
 */
export interface FileAnswer {
  readonly file: { body: string; contentType: 'text/csv'; fileName: string };
}
export const fileAnswer = (file: FileAnswer['file']): FileAnswer => ({ file });

type FileOf<E extends EndpointDefinition> = E extends { files: readonly unknown[] } ? FileAnswer : never;

export type EndpointHandler<E extends EndpointDefinition> = (
  context: EndpointContext<E>,
) => Promise<RouteResult<E> | WithStatus<RouteResult<E>> | FileOf<E>>;

const isWithStatus = (value: unknown): value is WithStatus<unknown> =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
const isFileAnswer = (value: unknown): value is FileAnswer =>
  typeof value === 'object' && value !== null && 'file' in value && Object.keys(value).length === 1;

/** `attachment; filename="…"` with an ASCII fallback and the exact name for UTF-8 readers (RFC 6266). */
export const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** The marinaId the input names where the catalogue entry says, if any. */
function namedMarinaOf(endpoint: EndpointDefinition, input: ParsedInput<EndpointDefinition>) {
  if (endpoint.marinaFrom !== 'query' && endpoint.marinaFrom !== 'body') return undefined;
  const source = endpoint.marinaFrom === 'query' ? input.query : input.body;
  const guid = (source as { marinaId?: unknown } | undefined)?.marinaId;
  return typeof guid === 'string' ? guid : undefined;
}

/** The marina guid a marina-scoped endpoint names, from where its catalogue entry says. */
function marinaGuidOf(endpoint: EndpointDefinition, input: ParsedInput<EndpointDefinition>): string {
  const guid = namedMarinaOf(endpoint, input);
  if (guid === undefined) {
    throw new Error(`${endpoint.operationId}: no marinaId in its ${endpoint.marinaFrom ?? 'input'}`);
  }
  return guid;
}

/** The guard the access level stands for, run after validation (bad input is 400 for everyone). */
async function guard(
  endpoint: EndpointDefinition,
  db: Db,
  auth: AuthContext | null,
  input: ParsedInput<EndpointDefinition>,
): Promise<MarinaScope | undefined> {
  const caller = { db, auth };
  switch (endpoint.access) {
    case 'public':
      return undefined;
    case 'signed-in':
      requireAuth(caller);
      return undefined;
    case 'super-admin':
      requireSuperAdmin(caller);
      return undefined;
    case 'marina-staff':
    case 'marina-admin':
      // The record's marina is guarded by the handler once it has found the record.
      if (endpoint.marinaFrom === 'record') {
        requireAuth(caller);
        return undefined;
      }
      return (endpoint.access === 'marina-admin' ? requireMarinaAdmin : requireMarinaAccess)(
        caller,
        marinaGuidOf(endpoint, input),
        { withVersion: endpoint.conditional === true },
      );
    case 'client-admin':
      await requireClientAdmin(caller, namedMarinaOf(endpoint, input), endpoint.forbiddenMessage);
      return undefined;
  }
}

/**
 * Registers a catalogue endpoint as a route: its schemas validate and serialise, the guard comes
 * from its access level (the marina scope is resolved before the handler), and the handler gets
 * `{ db, auth, scope, input, ip, session }`. The first declared success status is the default answer.
 */
export function registerEndpoint<E extends EndpointDefinition>(
  root: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const status = Number(Object.keys(endpoint.responses)[0] ?? 200);
  // A super-admin endpoint works across clients (decision 0002); others say so (set-password).
  const crossTenant = endpoint.crossTenant ?? (endpoint.access === 'super-admin' ? 'super_admin' : undefined);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint: endpoint.operationId, ...(crossTenant ? { crossTenant } : {}) },
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: endpoint.responses,
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
      } as ParsedInput<EndpointDefinition>;
      const { db } = request.server;
      const scope = await guard(endpoint, db, request.auth, input);
      const session: SessionEffect = { start: (userId) => startSession(db, request, reply, userId) };
      const revalidate = revalidator(endpoint, request, reply);
      const context = {
        db,
        auth: request.auth,
        scope,
        input,
        ip: request.ip,
        session,
        revalidate,
      } as EndpointContext<E>;
      let result: Awaited<ReturnType<EndpointHandler<E>>>;
      try {
        if (scope) await revalidate(scope.version);
        result = await handler(context);
      } catch (error) {
        if (error instanceof NotModified) return reply.code(304).send();
        throw error;
      }
      if (endpoint.files && isFileAnswer(result)) {
        const { body, contentType, fileName } = result.file;
        return reply
          .code(200)
          .header('content-type', `${contentType}; charset=utf-8`)
          .header('content-disposition', attachment(fileName))
          .header('cache-control', 'private, no-store')
          .send(body);
      }
      return isWithStatus(result)
        ? reply.code(result.status).send(result.body)
        : reply.code(status).send(result);
    },
  });
}
