import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type BackendMarina, type Client, marinaBodySchema } from '#core/backend/backend.schema.ts';
import { deviceTimeZone } from '#core/common/time-zone.ts';
import { Field } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { formDialogOf } from '#web/components/ui/form-dialog-of.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { refusalMessage } from '#web/lib/refusal.ts';
import { useSaveMarina } from '../api/save-marina.ts';
import { useRecordSubmit } from '../hooks/use-record-submit.ts';
import { fieldError } from '../lib/backend-texts.ts';
import { ClientField } from './client-field.tsx';
import { DescriptionField } from './description-field.tsx';
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
  const save = useSaveMarina();
  // A new marina is where the administrator is, most likely; decision 0026.
  const timeZone = marina?.timeZone ?? deviceTimeZone();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(marinaBodySchema),
    defaultValues: {
      name: marina?.name ?? '',
      clientId: marina?.clientId ?? (clients.length === 1 ? clients[0]!.guid : ''),
      location: marina?.location ?? '',
      timeZone,
      description: marina?.description ?? '',
    },
  });

  const failed = t(marina ? 'messages.updateMarinaFailed' : 'messages.createMarinaFailed');
  const saved = t(marina ? 'messages.marinaUpdated' : 'messages.marinaCreated');
  const submit = useRecordSubmit(save, marina, { saved, failed }, onDone);
  const onSubmit = handleSubmit(submit);

  const f = (name: string) => `${id}-${name}`;
  return (
    <FormDialog
      title={t(marina ? 'marinaDialog.editTitle' : 'marinaDialog.addTitle')}
      description={
        marina
          ? t('marinaDialog.editDescription', { marina: marina.name, client: marina.clientName })
          : t('marinaDialog.addDescription')
      }
      onSubmit={onSubmit}
      submitLabel={t(marina ? 'form.saveChanges' : 'marinaDialog.create')}
      busy={save.isPending}
      error={save.isError ? refusalMessage(save.error, failed) : null}
    >
      <Field id={f('name')} label={t('marinaDialog.name')} required error={fieldError(errors.name?.message)}>
        {(control) => <Input {...control} autoComplete="off" aria-required="true" {...register('name')} />}
      </Field>
      <ClientField
        id={f('client')}
        clients={clients}
        error={errors.clientId?.message}
        // A marina cannot move to another client: all its data carries the client.
        fixedClient={marina?.clientName}
        hint={marina ? t('marinaDialog.cannotChange') : undefined}
        {...register('clientId')}
      />
      <Field
        id={f('location')}
        label={t('marinaDialog.location')}
        hint={t('form.optional')}
        error={fieldError(errors.location?.message)}
      >
        {(control) => (
          <Input
            {...control}
            placeholder={t('marinaDialog.locationPlaceholder')}
            autoComplete="off"
            {...register('location')}
          />
        )}
      </Field>
      <Field
        id={f('zone')}
        label={t('marinaDialog.timeZone')}
        hint={t('marinaDialog.timeZoneHint')}
        error={fieldError(errors.timeZone?.message)}
      >
        {(control) => (
          <NativeSelect {...control} {...register('timeZone')}>
            <TimeZoneOptions current={timeZone} />
          </NativeSelect>
        )}
      </Field>
      <DescriptionField id={f('desc')} error={errors.description?.message} {...register('description')} />
    </FormDialog>
  );
}
