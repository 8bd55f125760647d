import { useRef, useState } from 'react';
import type { LocationType } from '#core/locations/location.schema.ts';
import { locationTypeFormSchema } from '#core/locations/location.schema.ts';
import { LOCATION_TYPE_CREATED, LOCATION_TYPE_FAILED } from '#core/locations/location-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Field, fieldErrorProps } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useCreateLocationType } from '../api/create-location-type.ts';

interface CreateTypeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  marinaId: string;
  onCreated: (type: LocationType) => void;
}

/** '+ Create New Type': a dialog that takes a type name only. */
export function CreateTypeDialog({ open, onOpenChange, marinaId, onCreated }: CreateTypeDialogProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const guid = useRef<{ name: string; guid: string } | null>(null);
  const createType = useCreateLocationType();

  const close = (next: boolean) => {
    if (!next) {
      setName('');
      setError(undefined);
      createType.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = locationTypeFormSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    const value = parsed.data.name;
    if (guid.current?.name !== value) guid.current = { name: value, guid: crypto.randomUUID() };
    createType.mutate(
      { guid: guid.current.guid, name: value, marinaId },
      {
        onSuccess: (type) => {
          guid.current = null;
          toast(LOCATION_TYPE_CREATED);
          onCreated(type);
          close(false);
        },
        onError: (failure) =>
          toast({
            title: 'Error',
            description: errorMessage(failure, LOCATION_TYPE_FAILED),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create New Location Type</DialogTitle>
          <DialogDescription>For example: dock, gate, pier or storage.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field id="new-type-name" label="Type Name" error={error}>
            <Input
              id="new-type-name"
              value={name}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
              {...fieldErrorProps('new-type-name', error)}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={createType.isPending}>
              {createType.isPending ? 'Creating...' : 'Create Type'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
