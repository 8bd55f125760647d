import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from '#web/lib/toast.ts';
import { useRetryGuid } from '#web/lib/use-retry-guid.ts';
import { failureToast, successToast } from '../lib/backend-texts.ts';

type SaveRecord<B> = UseMutationResult<unknown, unknown, { guid: string; body: B; create: boolean }>;

/**
 * The submit of a client or marina dialog: creates the record (under a guid kept while the same
 * content is retried) or updates `record`, toasts what happened, and calls `onDone` once saved.
 */
export function useRecordSubmit<B>(
  save: SaveRecord<B>,
  record: { guid: string } | null,
  texts: { saved: string; failed: string },
  onDone: () => void,
) {
  const guidFor = useRetryGuid();
  return (body: B) => {
    if (save.isPending) return;
    save.mutate(
      { guid: record?.guid ?? guidFor(body), body, create: record === null },
      {
        onSuccess: () => {
          toast(successToast(texts.saved));
          onDone();
        },
        onError: () => toast(failureToast(texts.failed)),
      },
    );
  };
}
