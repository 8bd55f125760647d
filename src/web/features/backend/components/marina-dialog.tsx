import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type BackendMarina, type Client, marinaBodySchema } from '#core/backend/backend.schema.ts';
import { deviceTimeZone } from '#core/common/time-zone.ts';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { formDialogOf } from '#web/components/ui/form-dialog-of.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useSaveMarina } from '../api/save-marina.ts';
import { useRecordForm } from '../hooks/use-record-form.ts';
import { ClientField } from './client-field.tsx';
import { DescriptionField } from './description-field.tsx';
import { SchemaField } from './schema-field.tsx';
import { TimeZoneOptions } from './time-zone-options.tsx';

interface MarinaDialogProps {
  /** The marina to edit; null to create one. */
  marina: BackendMarina | null;
  clients: readonly Client[];
}

/** Create or edit a marina: name and client (required), location, time zone, description. */
export const MarinaDialog = formDialogOf<MarinaDialogProps>(MarinaForm);

function MarinaForm({ marina, clients, onDone }: MarinaDialogProps & { onDone: () => void }) {
  const { t } = useTranslation(['backend', 'common']);
  const id = useId();
  // A new marina is where the administrator is, most likely; decision 0026.
  const timeZone = marina?.timeZone ?? deviceTimeZone();
  const save = useSaveMarina();
  const { register, errors, dialog } = useRecordForm({
    kind: 'marina',
    record: marina,
    schema: marinaBodySchema,
    defaultValues: {
      name: marina?.name ?? '',
      clientId: marina?.clientId ?? (clients.length === 1 ? clients[0]!.guid : ''),
      location: marina?.location ?? '',
      timeZone,
      description: marina?.description ?? '',
    },
    save,
    onDone,
  });

  const f = (name: string) => `${id}-${name}`;
  return (
    <FormDialog
      {...dialog}
      description={
        marina
          ? t('marinaDialog.editDescription', { marina: marina.name, client: marina.clientName })
          : t('marinaDialog.addDescription')
      }
    >
      <SchemaField id={f('name')} label={t('marinaDialog.name')} required error={errors.name}>
        {(control) => <Input {...control} autoComplete="off" aria-required="true" {...register('name')} />}
      </SchemaField>
      <ClientField
        id={f('client')}
        clients={clients}
        error={errors.clientId}
        // A marina cannot move to another client: all its data carries the client.
        fixedClient={marina?.clientName}
        hint={marina ? t('marinaDialog.cannotChange') : undefined}
        {...register('clientId')}
      />
      <SchemaField id={f('location')} label={t('marinaDialog.location')} optional error={errors.location}>
        {(control) => (
          <Input
            {...control}
            placeholder={t('marinaDialog.locationPlaceholder')}
            autoComplete="off"
            {...register('location')}
          />
        )}
      </SchemaField>
      <SchemaField
        id={f('zone')}
        label={t('marinaDialog.timeZone')}
        hint={t('marinaDialog.timeZoneHint')}
        error={errors.timeZone}
      >
        {(control) => (
          <NativeSelect {...control} {...register('timeZone')}>
            <TimeZoneOptions current={timeZone} />
          </NativeSelect>
        )}
      </SchemaField>
      <DescriptionField id={f('desc')} error={errors.description} {...register('description')} />
    </FormDialog>
  );
}
