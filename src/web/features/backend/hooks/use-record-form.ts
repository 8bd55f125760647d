import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { refusalMessage } from '#web/lib/refusal.ts';
import { toast } from '#web/lib/toast.ts';
import { useRetryGuid } from '#web/lib/use-retry-guid.ts';
import type { SaveRecordInput } from '../api/save-record.ts';
import { failureToast, successToast } from '../lib/backend-texts.ts';

/** A record's name inside the keys of its save's failures ('messages.createClientFailed'). */
const KEY_NAME = { client: 'Client', marina: 'Marina' } as const;

interface RecordFormOptions<I extends FieldValues, O extends B, B> {
  kind: keyof typeof KEY_NAME;
  /** The record to edit; null to create one. */
  record: { guid: string } | null;
  schema: z.ZodType<O, I>;
  defaultValues: DefaultValues<I>;
  save: UseMutationResult<unknown, unknown, SaveRecordInput<B>>;
  /** Called once saved. */
  onDone: () => void;
}

/**
 * The form of a client or marina dialog and its save: creates the record (under a guid kept while
 * the same content is retried) or updates `record`, toasts what happened, and calls `onDone` once
 * saved. `dialog` is what the `FormDialog` shows meanwhile: its title and submit, busy while
 * saving, the refusal after a failure.
 */
export function useRecordForm<I extends FieldValues, O extends B, B>({
  kind,
  record,
  schema,
  defaultValues,
  save,
  onDone,
}: RecordFormOptions<I, O, B>) {
  const { t } = useTranslation(['backend', 'common']);
  const guidFor = useRetryGuid();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<I, unknown, O>({ resolver: zodResolver(schema), defaultValues });

  const failed = t(
    record ? `messages.update${KEY_NAME[kind]}Failed` : `messages.create${KEY_NAME[kind]}Failed`,
  );
  const saved = t(record ? `messages.${kind}Updated` : `messages.${kind}Created`);
  const submit = (body: O) => {
    if (save.isPending) return;
    save.mutate(
      { guid: record?.guid ?? guidFor(body), body, create: record === null },
      {
        onSuccess: () => {
          toast(successToast(saved));
          onDone();
        },
        onError: () => toast(failureToast(failed)),
      },
    );
  };

  return {
    register,
    errors,
    dialog: {
      title: t(record ? `${kind}Dialog.editTitle` : `${kind}Dialog.addTitle`),
      submitLabel: t(record ? 'form.saveChanges' : `${kind}Dialog.create`),
      onSubmit: handleSubmit(submit),
      busy: save.isPending,
      error: save.isError ? refusalMessage(save.error, failed) : null,
    },
  };
}
