import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Client, clientBodySchema } from '#core/backend/backend.schema.ts';
import { Field } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { formDialogOf } from '#web/components/ui/form-dialog-of.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { refusalMessage } from '#web/lib/refusal.ts';
import { useSaveClient } from '../api/save-client.ts';
import { useRecordSubmit } from '../hooks/use-record-submit.ts';
import { fieldError } from '../lib/backend-texts.ts';
import { DescriptionField } from './description-field.tsx';
import { EmailInput } from './email-input.tsx';

interface ClientDialogProps {
  /** The client to edit; null to create one. */
  client: Client | null;
}

/** Create or edit a client: company name (required), contact e-mail and phone, description. */
export const ClientDialog = formDialogOf<ClientDialogProps>(ClientForm);

function ClientForm({ client, onDone }: { client: Client | null; onDone: () => void }) {
  const { t } = useTranslation(['backend', 'common']);
  const id = useId();
  const save = useSaveClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(clientBodySchema),
    defaultValues: {
      name: client?.name ?? '',
      contactEmail: client?.contactEmail ?? '',
      contactPhone: client?.contactPhone ?? '',
      description: client?.description ?? '',
    },
  });

  const failed = t(client ? 'messages.updateClientFailed' : 'messages.createClientFailed');
  const saved = t(client ? 'messages.clientUpdated' : 'messages.clientCreated');
  const submit = useRecordSubmit(save, client, { saved, failed }, onDone);
  const onSubmit = handleSubmit(submit);

  const f = (name: string) => `${id}-${name}`;
  return (
    <FormDialog
      title={t(client ? 'clientDialog.editTitle' : 'clientDialog.addTitle')}
      description={client ? client.name : t('clientDialog.addDescription')}
      onSubmit={onSubmit}
      submitLabel={t(client ? 'form.saveChanges' : 'clientDialog.create')}
      busy={save.isPending}
      error={save.isError ? refusalMessage(save.error, failed) : null}
    >
      <Field id={f('name')} label={t('clientDialog.name')} required error={fieldError(errors.name?.message)}>
        {(control) => (
          <Input {...control} autoComplete="organization" aria-required="true" {...register('name')} />
        )}
      </Field>
      <Field
        id={f('email')}
        label={t('clientDialog.email')}
        hint={t('form.optional')}
        error={fieldError(errors.contactEmail?.message)}
      >
        {(control) => <EmailInput {...control} autoComplete="email" {...register('contactEmail')} />}
      </Field>
      <Field
        id={f('phone')}
        label={t('clientDialog.phone')}
        hint={t('form.optional')}
        error={fieldError(errors.contactPhone?.message)}
      >
        {(control) => (
          <Input {...control} type="tel" inputMode="tel" autoComplete="tel" {...register('contactPhone')} />
        )}
      </Field>
      <DescriptionField id={f('desc')} error={errors.description?.message} {...register('description')} />
    </FormDialog>
  );
}
