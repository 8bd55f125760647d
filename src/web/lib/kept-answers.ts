/**
 * The answers of conditional reads with their ETags (issue 20, decision 0044), kept in this page's
 * memory only (the server marks them no-store: nothing of them on disk). A GET sends the tag it
 * holds; a 304 is answered from here, so an unchanged list costs the phone a few hundred bytes and
 * the server no query. Gone with the page, so a sign-out (which leaves the page) forgets them.
 */

/** Enough for every list a guard moves between; the oldest used goes first. */
const MAX_KEPT = 40;

const kept = new Map<string, { etag: string; body: unknown }>();

/** The If-None-Match header for a GET of `url`, when an answer is kept. */
export function revalidationHeaders(url: string): Record<string, string> {
  const entry = kept.get(url);
  return entry ? { 'If-None-Match': entry.etag } : {};
}

/** The answer kept for `url`, for a 304 (undefined when none is: then the 304 was not ours). */
export function keptAnswer(url: string): { body: unknown } | undefined {
  const entry = kept.get(url);
  if (!entry) return undefined;
  kept.delete(url);
  kept.set(url, entry);
  return entry;
}

/** Keeps a 200 answer with its tag, or forgets the old one when the answer has no tag. */
export function keepAnswer(url: string, etag: string | null, body: unknown): void {
  kept.delete(url);
  if (!etag) return;
  kept.set(url, { etag, body });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
}

/** Forgets every kept answer (a new user signed in). */
export function forgetKeptAnswers(): void {
  kept.clear();
}
