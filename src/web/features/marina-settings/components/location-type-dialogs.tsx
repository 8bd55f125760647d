import { useId, useState } from 'react';
import { success } from '#core/backend/backend-messages.ts';
import { MARINA_SETTINGS_MESSAGES } from '#core/backend/marina-settings-rules.ts';
import { capitalise } from '#core/common/text.ts';
import { type LocationType, locationTypeFormSchema } from '#core/locations/location.schema.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field, fieldErrorProps } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { serverRefusal } from '#web/lib/refusal.ts';
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
  const id = useId();
  const [name, setName] = useState(type.name);
  const [error, setError] = useState<string | undefined>();
  const rename = useRenameLocationType();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = locationTypeFormSchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    rename.mutate(
      { guid: type.guid, name: parsed.data.name, marinaId },
      {
        onSuccess: () => {
          toast(success(MARINA_SETTINGS_MESSAGES.typeRenamed));
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title="Rename Location Type"
      description={`Every ${capitalise(type.name)} location shows the new name.`}
      onSubmit={submit}
      submitLabel="Rename"
      busy={rename.isPending}
      error={rename.isError ? serverRefusal(rename.error, MARINA_SETTINGS_MESSAGES.typeRenameFailed) : null}
    >
      <Field id={`${id}-name`} label="Type Name" error={error}>
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
          toast(success(MARINA_SETTINGS_MESSAGES.typeDeleted));
          close();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={type !== null}
      onClose={close}
      title={`Delete ${capitalise(type?.name ?? '')}?`}
      description="Only a type no location uses can be deleted, including deleted locations kept for history."
      error={remove.isError ? serverRefusal(remove.error, MARINA_SETTINGS_MESSAGES.typeDeleteFailed) : null}
      confirmLabel="Delete Type"
      busy={remove.isPending}
      onConfirm={confirm}
    />
  );
}
