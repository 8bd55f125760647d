import type { UseMutationResult } from '@tanstack/react-query';
import { refusalMessage } from '#web/lib/refusal.ts';
import { toast } from '#web/lib/toast.ts';
import { useRetryGuid } from '#web/lib/use-retry-guid.ts';
import type { SaveRecordInput } from '../api/save-record.ts';
import { failureToast, successToast } from '../lib/backend-texts.ts';

type SaveRecord<B> = UseMutationResult<unknown, unknown, SaveRecordInput<B>>;

/**
 * The submit of a client or marina dialog: creates the record (under a guid kept while the same
 * content is retried) or updates `record`, toasts what happened, and calls `onDone` once saved.
 * With it, what the dialog shows meanwhile: busy while saving, the refusal after a failure.
 */
export function useRecordSubmit<B>(
  save: SaveRecord<B>,
  record: { guid: string } | null,
  texts: { saved: string; failed: string },
  onDone: () => void,
) {
  const guidFor = useRetryGuid();
  const submit = (body: B) => {
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
  return {
    submit,
    busy: save.isPending,
    error: save.isError ? refusalMessage(save.error, texts.failed) : null,
  };
}
