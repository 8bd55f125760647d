import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.ts';
import { newestMigration } from '#server/db/migration-level.ts';
import { dataVersions } from '#server/db/schema/index.ts';
import { projectRoot } from '#server/project-root.ts';

/**
 * Conditional reads (issue 20, decision 0044). A read that declares `conditional` answers with an
 * ETag built from its marina's change counter (`data_versions`, kept by triggers), who asks and
 * what exactly is asked; a request whose If-None-Match holds that tag gets 304 without the read
 * being run. The access guard always runs first: a 304 never tells anyone more than a 200 would.
 */

/** What the server answers in: a new release or migration changes every tag. */
const release = `${(JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version}/${newestMigration.tag}`;

/** Where a read's data lives: its marina within its client. */
export interface DataScope {
  clientId: number;
  marinaId: number;
}

/** The sum of the marina's counter and its client's: it grows with every write either could see. */
export async function dataVersion(db: Db, { clientId, marinaId }: DataScope): Promise<string> {
  const [row] = await db
    .select({ version: sql<string>`coalesce(sum(${dataVersions.version}), 0)::text` })
    .from(dataVersions)
    .where(and(eq(dataVersions.clientId, clientId), inArray(dataVersions.marinaId, [0, marinaId])));
  return row?.version ?? '0';
}

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
