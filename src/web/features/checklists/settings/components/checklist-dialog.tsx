import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CHECKLIST_ITEM_MAX } from '#core/backend/backend.schema.ts';
import { sentence } from '#core/backend/backend-messages.ts';
import {
  type ChecklistTemplateForm,
  checklistTemplateFormSchema,
  itemsToText,
  parseChecklistItems,
} from '#core/backend/marina-settings-rules.ts';
import type { Checklist } from '#core/checklists/checklist.schema.ts';
import { Field } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { formDialogOf } from '#web/components/ui/form-dialog-of.tsx';

import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { saveToasts } from '#web/lib/save-toasts.ts';
import { fieldText, schemaText } from '#web/lib/schema-text.ts';
import { useRetryGuid } from '#web/lib/use-retry-guid.ts';
import { useSaveChecklistTemplate } from '../api/save-checklist-template.ts';

interface ChecklistDialogProps {
  marinaId: string;
  /** The template to edit; null to add one. */
  checklist: Checklist | null;
}

/** Add or edit a checklist template: name, description, items one per line. */
export const ChecklistDialog = formDialogOf<ChecklistDialogProps>(ChecklistFormBody);

function ChecklistFormBody({ marinaId, checklist, onDone }: ChecklistDialogProps & { onDone: () => void }) {
  const { t } = useTranslation(['checklists', 'settings', 'common']);
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
  const itemsError = errors.items?.message
    ? schemaText('checklists', errors.items.message)
    : errors.items
      ? t('validation.itemTooLong', { max: CHECKLIST_ITEM_MAX })
      : undefined;

  const onSubmit = handleSubmit((fields) => {
    if (save.isPending) return;
    const input = checklist
      ? {
          kind: 'update' as const,
          guid: checklist.guid,
          body: { ...fields, ...(checklist.marinaId ? { marinaId } : {}) },
        }
      : { kind: 'create' as const, body: { ...fields, marinaId, guid: guidFor(fields) } };
    const saved = checklist ? t('settings.dialog.updated') : t('settings.dialog.added');
    save.mutate(input, saveToasts(saved, t('settings.dialog.failed'), onDone));
  });

  return (
    <FormDialog
      title={checklist ? t('settings.dialog.editTitle') : t('settings.dialog.addTitle')}
      description={t('settings.dialog.description')}
      onSubmit={onSubmit}
      submitLabel={checklist ? t('settings:saveChanges') : t('settings.dialog.addSubmit')}
      busy={save.isPending}
    >
      <Field id={f('name')} label={t('settings.dialog.name')} error={fieldText('checklists', errors.name)}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            placeholder={t('settings.dialog.namePlaceholder')}
            {...register('name')}
          />
        )}
      </Field>
      <Field
        id={f('desc')}
        label={t('settings.dialog.descriptionLabel')}
        hint={t('settings:optional')}
        error={fieldText('checklists', errors.description)}
      >
        {(control) => <Input {...control} autoComplete="off" {...register('description')} />}
      </Field>
      <Field
        id={f('items')}
        label={t('settings.dialog.items')}
        hint={<span className="tabular-nums">{t('settings.dialog.itemCount', { count: itemCount })}</span>}
        error={sentence(itemsError)}
      >
        <Textarea
          id={f('items')}
          rows={7}
          placeholder={t('settings.dialog.itemsPlaceholder')}
          aria-describedby={f('items-help')}
          {...(itemsError ? { 'aria-invalid': true } : {})}
          {...register('items')}
        />
        <p id={f('items-help')} className="text-muted-foreground text-sm">
          {t('settings.dialog.itemsHelp')}
        </p>
      </Field>
    </FormDialog>
  );
}
