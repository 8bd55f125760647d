import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointDefinition } from '#core/api/endpoint.ts';
import { newestMigration } from '#server/db/migration-level.ts';
import { projectRoot } from '#server/project-root.ts';

/**
 * Conditional reads (issue 20, decision 0044). A read that declares `conditional` answers with an
 * ETag built from its marina's change counter (`data_versions`, kept by triggers), who asks and
 * what exactly is asked; a request whose If-None-Match holds that tag gets 304 without the read
 * being run. The access guard always runs first: a 304 never tells anyone more than a 200 would.
 */

/** What the server answers in: a new release or migration changes every tag. */
const release = `${(JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version}/${newestMigration.tag}`;

/**
 * A weak tag (the body is the same data, not necessarily the same bytes: compression varies):
 * the data's version, readable, and a digest of who asked for what in which release.
 */
export function etagOf(version: string, request: { url: string; userId: number }): string {
  const digest = createHash('sha256')
    .update(`${release}\n${request.userId}\n${request.url}`)
    .digest('base64url')
    .slice(0, 16);
  return `W/"${version}-${digest}"`;
}

/** Whether an If-None-Match header holds the tag (weak comparison, a list, or `*`). */
export function ifNoneMatchHolds(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

/** Thrown by a handler's `revalidate` when the caller already holds the current answer. */
export class NotModified {
  constructor(readonly etag: string) {}
}

/**
 * The `revalidate` a request's handler gets: for a `conditional` endpoint and a signed-in caller,
 * it sets the ETag of the data version its guard read with the marina or location (kept in the
 * app's memory, never in the browser's cache: decision 0044) and throws NotModified when
 * If-None-Match already holds it. Otherwise it does nothing.
 */
export const revalidator =
  (endpoint: EndpointDefinition, request: FastifyRequest, reply: FastifyReply) =>
  async (version: string | undefined): Promise<void> => {
    if (!endpoint.conditional || !request.auth) return;
    if (version === undefined) throw new Error(`${endpoint.operationId}: its guard read no data version`);
    const etag = etagOf(version, { url: request.url, userId: request.auth.userId });
    reply.header('etag', etag).header('cache-control', 'private, no-store');
    if (ifNoneMatchHolds(request.headers['if-none-match'], etag)) throw new NotModified(etag);
  };
