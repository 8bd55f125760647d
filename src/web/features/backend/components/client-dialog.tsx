import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Client, clientBodySchema } from '#core/backend/backend.schema.ts';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { formDialogOf } from '#web/components/ui/form-dialog-of.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useSaveClient } from '../api/save-client.ts';
import { useRecordForm } from '../hooks/use-record-form.ts';
import { DescriptionField } from './description-field.tsx';
import { EmailInput } from './email-input.tsx';
import { SchemaField } from './schema-field.tsx';

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
  const { register, errors, dialog } = useRecordForm({
    kind: 'client',
    record: client,
    schema: clientBodySchema,
    defaultValues: {
      name: client?.name ?? '',
      contactEmail: client?.contactEmail ?? '',
      contactPhone: client?.contactPhone ?? '',
      description: client?.description ?? '',
    },
    save,
    onDone,
  });

  const f = (name: string) => `${id}-${name}`;
  return (
    <FormDialog {...dialog} description={client ? client.name : t('clientDialog.addDescription')}>
      <SchemaField id={f('name')} label={t('clientDialog.name')} required error={errors.name}>
        {(control) => (
          <Input {...control} autoComplete="organization" aria-required="true" {...register('name')} />
        )}
      </SchemaField>
      <SchemaField id={f('email')} label={t('clientDialog.email')} optional error={errors.contactEmail}>
        {(control) => <EmailInput {...control} autoComplete="email" {...register('contactEmail')} />}
      </SchemaField>
      <SchemaField id={f('phone')} label={t('clientDialog.phone')} optional error={errors.contactPhone}>
        {(control) => (
          <Input {...control} type="tel" inputMode="tel" autoComplete="tel" {...register('contactPhone')} />
        )}
      </SchemaField>
      <DescriptionField id={f('desc')} error={errors.description} {...register('description')} />
    </FormDialog>
  );
}
