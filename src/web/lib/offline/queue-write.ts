import { queryClient } from '../query-client.ts';
import { signedInUser } from '../signed-in-user.ts';
import { enqueue } from './outbox.ts';
import type { OutboxEntry, QueuedCall } from './outbox-types.ts';
import { sendNow, type WriteOutcome, whileSavingOnline } from './sync.ts';

/** What a feature hands the queue: the entry but for what the queue fills in itself. */
export type QueueWriteInput = Pick<
  OutboxEntry,
  'guid' | 'label' | 'locationGuid' | 'calls' | 'photo' | 'photos' | 'view' | 'urgent'
>;

/**
 * Each create (and each update with a body: a finalize, a checklist's ticks) carries the device
 * time it was saved at; the server validates and keeps it where the record has a time.
 */
const stamped = (call: QueuedCall, deviceTime: string): QueuedCall => {
  const { body } = call.input;
  return body && typeof body === 'object'
    ? { ...call, input: { ...call.input, body: { ...body, deviceTime } } }
    : call;
};

/**
 * Saves a write to the durable queue, then tries to send it at once. Resolves 'sent' when the
 * server has it, 'queued' when it waits for the network; throws the server's refusal (see sendNow).
 */
export async function queueWrite(input: QueueWriteInput): Promise<WriteOutcome> {
  const user = signedInUser(queryClient);
  if (!user) throw new Error('Please sign in again to save this.');
  const recordedAt = new Date().toISOString();
  const save = async () => {
    const seq = await enqueue({
      ...input,
      userGuid: user.guid,
      recordedAt,
      calls: input.calls.map((call) => stamped(call, recordedAt)),
      done: 0,
      status: 'pending',
      attempts: 0,
    });
    return sendNow(seq);
  };
  return navigator.onLine ? whileSavingOnline(input.guid, save) : save();
}
