import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { type Client, clientBodySchema } from '#core/backend/backend.schema.ts';
import { BACKEND_MESSAGES, failure, sentence, success } from '#core/backend/backend-messages.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field, fieldErrorProps } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { refusalMessage } from '#web/lib/refusal.ts';
import { toast } from '#web/lib/toast.ts';
import { useRetryGuid } from '#web/lib/use-retry-guid.ts';
import { useSaveClient } from '../api/save-client.ts';
import { RequiredMark } from './required-mark.tsx';

interface ClientDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client to edit; null to create one. */
  client: Client | null;
}

/** Create or edit a client: company name (required), contact e-mail and phone, description. */
export function ClientDialog({ open, onOpenChange, client }: ClientDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <ClientForm client={client} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ClientForm({ client, onDone }: { client: Client | null; onDone: () => void }) {
  const id = useId();
  const save = useSaveClient();
  const guidFor = useRetryGuid();
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

  const failed = client ? BACKEND_MESSAGES.updateClientFailed : BACKEND_MESSAGES.createClientFailed;
  const onSubmit = handleSubmit((body) => {
    if (save.isPending) return;
    save.mutate(
      { guid: client?.guid ?? guidFor(body), body, create: client === null },
      {
        onSuccess: () => {
          toast(success(client ? BACKEND_MESSAGES.clientUpdated : BACKEND_MESSAGES.clientCreated));
          onDone();
        },
        onError: () => toast(failure(failed)),
      },
    );
  });

  const f = (name: string) => `${id}-${name}`;
  return (
    <FormDialog
      title={client ? 'Edit Client' : 'Add Client'}
      description={client ? client.name : 'A company that runs one or more marinas.'}
      onSubmit={onSubmit}
      submitLabel={client ? 'Save Changes' : 'Create Client'}
      busy={save.isPending}
      error={save.isError ? refusalMessage(save.error, failed) : null}
    >
      <Field
        id={f('name')}
        label={
          <>
            Company Name
            <RequiredMark />
          </>
        }
        error={sentence(errors.name?.message)}
      >
        <Input
          id={f('name')}
          autoComplete="organization"
          aria-required="true"
          {...fieldErrorProps(f('name'), errors.name?.message)}
          {...register('name')}
        />
      </Field>
      <Field
        id={f('email')}
        label="Contact Email"
        hint="(Optional)"
        error={sentence(errors.contactEmail?.message)}
      >
        <Input
          id={f('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...fieldErrorProps(f('email'), errors.contactEmail?.message)}
          {...register('contactEmail')}
        />
      </Field>
      <Field
        id={f('phone')}
        label="Contact Phone"
        hint="(Optional)"
        error={sentence(errors.contactPhone?.message)}
      >
        <Input
          id={f('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...fieldErrorProps(f('phone'), errors.contactPhone?.message)}
          {...register('contactPhone')}
        />
      </Field>
      <Field
        id={f('desc')}
        label="Description"
        hint="(Optional)"
        error={sentence(errors.description?.message)}
      >
        <Textarea
          id={f('desc')}
          rows={3}
          {...fieldErrorProps(f('desc'), errors.description?.message)}
          {...register('description')}
        />
      </Field>
    </FormDialog>
  );
}
