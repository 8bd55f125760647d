import type { CallInput, Route } from '#core/api/endpoint.ts';
import type { OutboxEntry, QueuedCall } from './outbox-types.ts';

/**
 * Reading the queue back by endpoint (decision 0025): a feature asks for the pending calls to its
 * own endpoints and gets their input typed as the catalogue declares it. The queue was filled by
 * queuedCall, which checked each input against the same route.
 */
export function inputTo<R extends Route>(call: QueuedCall | undefined, route: R): CallInput<R> | null {
  return call?.endpoint === route.operationId ? (call.input as CallInput<R>) : null;
}

/** The calls to one endpoint in the entries, with their entry, in queue order. */
export function callsTo<R extends Route>(
  entries: readonly OutboxEntry[],
  route: R,
): { entry: OutboxEntry; input: CallInput<R> }[] {
  return entries.flatMap((entry) =>
    entry.calls.flatMap((call) => {
      const input = inputTo(call, route);
      return input ? [{ entry, input }] : [];
    }),
  );
}

/** What the feature that made an entry kept in its view (names the server would add). */
export const viewOf = <V extends Record<string, unknown>>(entry: OutboxEntry): Partial<V> =>
  (entry.view ?? {}) as Partial<V>;

/** The guids of the records the queue will create (issues, checklists, activities ...). */
export const pendingIds = (entries: readonly OutboxEntry[]): ReadonlySet<string> =>
  new Set(entries.map((entry) => entry.guid));
