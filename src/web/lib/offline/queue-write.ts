import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { queryClient } from '../query-client.ts';
import { enqueue } from './outbox.ts';
import type { OutboxKind, OutboxStep, PendingView, QueuedPhoto } from './outbox-types.ts';
import { sendNow, type WriteOutcome, whileSavingOnline } from './sync.ts';

export interface QueueWriteInput {
  kind: OutboxKind;
  /** The guid of the record the write creates. */
  id: string;
  label: string;
  locationGuid: string | null;
  steps: OutboxStep[];
  photo?: QueuedPhoto;
  view?: PendingView;
}

/**
 * Each create (and each update with a body: a finalize, a checklist's ticks) carries the device
 * time it was saved at; the server validates and keeps it where the record has a time.
 */
const stamped = (step: OutboxStep, deviceTime: string): OutboxStep =>
  step.body && typeof step.body === 'object' ? { ...step, body: { ...step.body, deviceTime } } : step;

/**
 * Saves a write to the durable queue, then tries to send it at once. Resolves 'sent' when the
 * server has it, 'queued' when it waits for the network; throws the server's refusal (see sendNow).
 */
export async function queueWrite(input: QueueWriteInput): Promise<WriteOutcome> {
  const user = queryClient.getQueryData<AuthUser | null>(['/api/auth/user']);
  if (!user) throw new Error('Please sign in again to save this.');
  const deviceTime = new Date().toISOString();
  const save = async () => {
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
  };
  return navigator.onLine ? whileSavingOnline(input.id, save) : save();
}
