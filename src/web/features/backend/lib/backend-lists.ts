import { sortByName } from '#core/locations/parent-candidates.ts';

/** The lists of the backend screens: filtering, names and the marinas of one client. */

/** True when every word of the filter occurs in one of the fields (case-insensitive). */
export function matchesFilter(filter: string, fields: readonly (string | null | undefined)[]): boolean {
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields
    .filter((f): f is string => Boolean(f))
    .join('\n')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** 'First Last', or the email when the user has no name. */
export function userDisplayName(user: {
  email: string;
  firstName: string | null;
  lastName: string | null;
}): string {
  const name = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  return name || user.email;
}

/** The marinas of one client, by name. */
export function marinasOfClient<T extends { clientId: string; name: string }>(
  marinas: readonly T[] | undefined,
  clientId: string | null | undefined,
): T[] {
  if (!marinas || !clientId) return [];
  return sortByName(marinas.filter((m) => m.clientId === clientId));
}

/** How many marinas each client has. */
export function marinaCounts(marinas: readonly { clientId: string }[] | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of marinas ?? []) counts.set(m.clientId, (counts.get(m.clientId) ?? 0) + 1);
  return counts;
}

/** `n thing` / `n things`. */
export const countLabel = (n: number, one: string, many = `${one}s`): string =>
  `${n} ${n === 1 ? one : many}`;
