import type { OutboxEntry } from '../outbox-types.ts';
import type { QueueWriteInput } from '../queue-write.ts';

export const MARINA = '00000000-0000-4000-8000-00000000000a';
export const DOCK = '00000000-0000-4000-8000-0000000000d0';
export const SLIP1 = '00000000-0000-4000-8000-0000000000d1';
export const SLIP2 = '00000000-0000-4000-8000-0000000000d2';
export const USER = '00000000-0000-4000-8000-0000000000ee';

let seq = 0;
/** A queue entry as queueWrite stores it, saved a minute after the previous one (pure tests of the pending views). */
export const pendingEntry = (input: QueueWriteInput): OutboxEntry => {
  seq += 1;
  return {
    ...input,
    seq,
    userGuid: USER,
    recordedAt: new Date(Date.UTC(2026, 10, 24, 2, seq)).toISOString(),
    done: 0,
    status: 'pending',
    attempts: 0,
  };
};
export const guid = () => crypto.randomUUID();
