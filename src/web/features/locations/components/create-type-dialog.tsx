import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationType } from '#core/locations/location.schema.ts';
import { locationTypeFormSchema } from '#core/locations/location.schema.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field, fieldErrorProps } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toastFailure } from '#web/lib/failure-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useRetryGuid } from '#web/lib/use-retry-guid.ts';
import { useCreateLocationType } from '../api/create-location-type.ts';
import { typeCreatedToast, validationText } from '../lib/location-text.ts';

interface CreateTypeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  marinaId: string;
  onCreated: (type: LocationType) => void;
}

/** '+ Create New Type': a dialog that takes a type name only. */
export function CreateTypeDialog({ open, onOpenChange, marinaId, onCreated }: CreateTypeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <CreateTypeForm
          marinaId={marinaId}
          onCreated={(type) => {
            onCreated(type);
            onOpenChange(false);
          }}
        />
      )}
    </Dialog>
  );
}

function CreateTypeForm({ marinaId, onCreated }: Pick<CreateTypeDialogProps, 'marinaId' | 'onCreated'>) {
  const [name, setName] = useState('');
  const { t } = useTranslation(['locations', 'common']);
  const [error, setError] = useState<string | undefined>();
  const guidFor = useRetryGuid();
  const createType = useCreateLocationType();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = locationTypeFormSchema.safeParse({ name });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue && validationText(issue));
      return;
    }
    setError(undefined);
    const value = parsed.data.name;
    createType.mutate(
      { guid: guidFor(value), name: value, marinaId },
      {
        onSuccess: (type) => {
          toast(typeCreatedToast());
          onCreated(type);
        },
        onError: (failure) => toastFailure(t('common:error'), failure, t('toast.typeFailed')),
      },
    );
  };

  return (
    <FormDialog
      title={t('typeDialog.title')}
      description={t('typeDialog.description')}
      onSubmit={submit}
      submitLabel={t('typeDialog.create')}
      busy={createType.isPending}
      busyLabel={t('typeDialog.creating')}
    >
      <Field id="new-type-name" label={t('typeDialog.name')} error={error}>
        <Input
          id="new-type-name"
          value={name}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          {...fieldErrorProps('new-type-name', error)}
        />
      </Field>
    </FormDialog>
  );
}
