import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LocationType, locationTypeFormSchema } from '#core/locations/location.schema.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field, fieldErrorProps } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useLocationTypeName } from '#web/features/marina-locations/index.ts';
import { serverRefusal } from '#web/lib/refusal.ts';
import { schemaText } from '#web/lib/schema-text.ts';
import { toast } from '#web/lib/toast.ts';
import { useDeleteLocationType, useRenameLocationType } from '../api/location-types.ts';

interface TypeDialogProps {
  type: LocationType | null;
  marinaId: string;
  onClose: () => void;
}

/** Rename a location type; a name another type has is refused (409, shown in the dialog). */
export function RenameTypeDialog({ type, marinaId, onClose }: TypeDialogProps) {
  return (
    <Dialog open={type !== null} onOpenChange={(open) => !open && onClose()}>
      {type && <RenameTypeForm type={type} marinaId={marinaId} onClose={onClose} />}
    </Dialog>
  );
}

function RenameTypeForm({ type, marinaId, onClose }: TypeDialogProps & { type: LocationType }) {
  const { t } = useTranslation(['locationTypes', 'settings', 'common']);
  const id = useId();
  const [name, setName] = useState(type.name);
  const typeLabel = useLocationTypeName();
  const [error, setError] = useState<string | undefined>();
  const rename = useRenameLocationType();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = locationTypeFormSchema.safeParse({ name });
    if (!parsed.success) return setError(schemaText('locationTypes', parsed.error.issues[0]?.message));
    setError(undefined);
    rename.mutate(
      { guid: type.guid, name: parsed.data.name, marinaId },
      {
        onSuccess: () => {
          toast({ title: t('settings:success'), description: t('settings.renamed'), variant: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={t('settings.renameTitle')}
      description={t('settings.renameText', { name: typeLabel(type.name) })}
      onSubmit={submit}
      submitLabel={t('settings.renameSubmit')}
      busy={rename.isPending}
      error={rename.isError ? serverRefusal(rename.error, t('settings.renameFailed')) : null}
    >
      <Field id={`${id}-name`} label={t('settings.typeName')} error={error}>
        <Input
          id={`${id}-name`}
          value={name}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          {...fieldErrorProps(`${id}-name`, error)}
        />
      </Field>
    </FormDialog>
  );
}

/** Delete a location type; one still in use is refused with the server's message (409). */
export function DeleteTypeDialog({ type, marinaId, onClose }: TypeDialogProps) {
  const { t } = useTranslation(['locationTypes', 'settings', 'common']);
  const typeLabel = useLocationTypeName();
  const remove = useDeleteLocationType();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!type) return;
    remove.mutate(
      { guid: type.guid, marinaId },
      {
        onSuccess: () => {
          toast({ title: t('settings:success'), description: t('settings.deleted'), variant: 'success' });
          close();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      busyLabel={t('settings:deleting')}
      open={type !== null}
      onClose={close}
      title={t('settings.deleteTitle', { name: typeLabel(type?.name ?? '') })}
      description={t('settings.deleteText')}
      error={remove.isError ? serverRefusal(remove.error, t('settings.deleteFailed')) : null}
      confirmLabel={t('settings.deleteSubmit')}
      busy={remove.isPending}
      onConfirm={confirm}
    />
  );
}
