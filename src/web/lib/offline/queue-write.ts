import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { queryClient } from '../query-client.ts';
import { enqueue } from './outbox.ts';
import type { OutboxKind, OutboxStep, QueuedPhoto } from './outbox-types.ts';
import { sendNow, type WriteOutcome } from './sync.ts';

export interface QueueWriteInput {
  kind: OutboxKind;
  /** The guid of the record the write creates. */
  id: string;
  label: string;
  locationGuid: string | null;
  steps: OutboxStep[];
  photo?: QueuedPhoto;
}

/** Each create carries the device time it was saved at (the server validates and keeps it). */
const stamped = (step: OutboxStep, deviceTime: string): OutboxStep =>
  step.method === 'POST' && step.body && typeof step.body === 'object'
    ? { ...step, body: { ...step.body, deviceTime } }
    : step;

/**
 * Saves a write to the durable queue, then tries to send it at once. Resolves 'sent' when the
 * server has it, 'queued' when it waits for the network; throws the server's refusal (see sendNow).
 */
export async function queueWrite(input: QueueWriteInput): Promise<WriteOutcome> {
  const user = queryClient.getQueryData<AuthUser | null>(['/api/auth/user']);
  if (!user) throw new Error('Please sign in again to save this.');
  const deviceTime = new Date().toISOString();
  const seq = await enqueue({
    ...input,
    userGuid: user.guid,
    deviceTime,
    steps: input.steps.map((step) => stamped(step, deviceTime)),
    done: 0,
    status: 'pending',
    attempts: 0,
  });
  return sendNow(seq);
}
