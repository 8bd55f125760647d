import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CHECKLIST_ITEM_MAX } from '#core/backend/backend.schema.ts';
import { failure, sentence, success } from '#core/backend/backend-messages.ts';
import {
  type ChecklistTemplateForm,
  checklistTemplateFormSchema,
  itemsToText,
  MARINA_SETTINGS_MESSAGES,
  parseChecklistItems,
} from '#core/backend/marina-settings-rules.ts';
import type { Checklist } from '#core/checklists/checklist.schema.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field, fieldErrorProps } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { serverRefusal } from '#web/lib/refusal.ts';
import { toast } from '#web/lib/toast.ts';
import { useRetryGuid } from '#web/lib/use-retry-guid.ts';
import { useSaveChecklistTemplate } from '../api/save-checklist-template.ts';

interface ChecklistDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  marinaId: string;
  /** The template to edit; null to add one. */
  checklist: Checklist | null;
}

/** Add or edit a checklist template: name, description, items one per line. */
export function ChecklistDialog({ open, onOpenChange, ...props }: ChecklistDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <ChecklistFormBody {...props} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ChecklistFormBody({
  marinaId,
  checklist,
  onDone,
}: Omit<ChecklistDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const id = useId();
  const f = (name: string) => `${id}-${name}`;
  const save = useSaveChecklistTemplate();
  const guidFor = useRetryGuid();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ChecklistTemplateForm, unknown, z.output<typeof checklistTemplateFormSchema>>({
    resolver: zodResolver(checklistTemplateFormSchema),
    defaultValues: {
      name: checklist?.name ?? '',
      description: checklist?.description ?? '',
      items: checklist ? itemsToText(checklist.items) : '',
    },
  });
  const itemCount = parseChecklistItems(watch('items')).length;
  // A too-long line is reported at items.<n>; show it as one message under the box.
  const itemsError =
    errors.items?.message ??
    (errors.items ? `Each item must be at most ${CHECKLIST_ITEM_MAX} characters` : undefined);

  const onSubmit = handleSubmit((fields) => {
    if (save.isPending) return;
    const input = checklist
      ? {
          kind: 'update' as const,
          guid: checklist.guid,
          body: { ...fields, ...(checklist.marinaId ? { marinaId } : {}) },
        }
      : { kind: 'create' as const, body: { ...fields, marinaId, guid: guidFor(fields) } };
    save.mutate(input, {
      onSuccess: () => {
        toast(
          success(
            checklist ? MARINA_SETTINGS_MESSAGES.checklistUpdated : MARINA_SETTINGS_MESSAGES.checklistAdded,
          ),
        );
        onDone();
      },
      onError: (error) => toast(failure(serverRefusal(error, MARINA_SETTINGS_MESSAGES.checklistFailed))),
    });
  });

  return (
    <FormDialog
      title={checklist ? 'Edit Checklist Template' : 'Add Checklist Template'}
      description="Staff start it from the Checklists screen."
      onSubmit={onSubmit}
      submitLabel={checklist ? 'Save Changes' : 'Add Template'}
      busy={save.isPending}
    >
      <Field id={f('name')} label="Name" error={sentence(errors.name?.message)}>
        <Input
          id={f('name')}
          autoComplete="off"
          placeholder="e.g. Night Round"
          {...fieldErrorProps(f('name'), errors.name?.message)}
          {...register('name')}
        />
      </Field>
      <Field
        id={f('desc')}
        label="Description"
        hint="(Optional)"
        error={sentence(errors.description?.message)}
      >
        <Input
          id={f('desc')}
          autoComplete="off"
          {...fieldErrorProps(f('desc'), errors.description?.message)}
          {...register('description')}
        />
      </Field>
      <Field
        id={f('items')}
        label="Items"
        hint={<span className="tabular-nums">({itemCount === 1 ? '1 item' : `${itemCount} items`})</span>}
        error={sentence(itemsError)}
      >
        <Textarea
          id={f('items')}
          rows={7}
          placeholder={'Check the fuel dock gate\nLights on at the pier\nFire extinguishers in place'}
          aria-describedby={f('items-help')}
          {...(itemsError ? { 'aria-invalid': true } : {})}
          {...register('items')}
        />
        <p id={f('items-help')} className="text-muted-foreground text-sm">
          One item per line.
        </p>
      </Field>
    </FormDialog>
  );
}
