import { safetyEndpoints } from '#core/safety/safety.endpoints.ts';
import { queuedCall } from '#web/lib/call.ts';
import { queueWrite } from '#web/lib/offline/queue-write.ts';
import type { WriteOutcome } from '#web/lib/offline/sync.ts';

/**
 * The guard's "I'm OK" (POST /api/safety-checks): kept on the phone first and sent ahead of other
 * entries, with the time it was given, so an answer made without a signal still counts for its
 * check when it arrives (the server resolves a missed check answered within its grace).
 */
export function answerCheck(marinaGuid: string, label: string): Promise<WriteOutcome> {
  const guid = crypto.randomUUID();
  return queueWrite({
    guid,
    label,
    locationGuid: null,
    calls: [queuedCall(safetyEndpoints.answerCheck, { body: { guid, marinaId: marinaGuid } })],
    urgent: true,
  });
}
