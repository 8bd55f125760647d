import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { sentence } from '#core/backend/backend-messages.ts';
import {
  newQuestionForm,
  QUESTION_TYPE_ORDER,
  type QuestionForm,
  questionFormSchema,
  questionToForm,
} from '#core/backend/marina-settings-rules.ts';
import type { ShiftQuestion } from '#core/shifts/shift.schema.ts';
import { Field, fieldErrorProps } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { formDialogOf } from '#web/components/ui/form-dialog-of.tsx';

import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Segmented } from '#web/components/ui/segmented.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { serverRefusal } from '#web/lib/refusal.ts';
import { toast } from '#web/lib/toast.ts';
import { useRetryGuid } from '#web/lib/use-retry-guid.ts';
import { useSaveShiftQuestion } from '../api/save-shift-question.ts';
import { QUESTION_TYPE_KEYS } from '../lib/names.ts';
import { schemaText } from '../lib/schema-text.ts';
import { SwitchRow } from './switch-row.tsx';

interface QuestionDialogProps {
  marinaId: string;
  /** The question to edit; null to add one. */
  question: ShiftQuestion | null;
  /** For a new question: asked at the start (true) or end of a shift. */
  isPreShift: boolean;
}

/** Add or edit a shift question: text, type, start or end of shift, required, active, order. */
export const QuestionDialog = formDialogOf<QuestionDialogProps>(QuestionFormBody);

function QuestionFormBody({
  marinaId,
  question,
  isPreShift,
  onDone,
}: QuestionDialogProps & { onDone: () => void }) {
  const { t } = useTranslation(['settings', 'common']);
  const id = useId();
  const f = (name: string) => `${id}-${name}`;
  const save = useSaveShiftQuestion();
  const whenOptions = [
    { value: 'start', label: t('questions.startOfShift') },
    { value: 'end', label: t('questions.endOfShift') },
  ] as const;
  const guidFor = useRetryGuid();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<QuestionForm, unknown, z.output<typeof questionFormSchema>>({
    resolver: zodResolver(questionFormSchema),
    defaultValues: question ? questionToForm(question) : newQuestionForm(isPreShift),
  });

  const onSubmit = handleSubmit(({ isActive, sortOrder, ...fields }) => {
    if (save.isPending) return;
    const order = sortOrder === undefined ? {} : { sortOrder };
    const input = question
      ? {
          kind: 'update' as const,
          guid: question.guid,
          // A question of the whole client has no marina; naming one would be refused.
          body: { ...fields, ...order, isActive, ...(question.marinaId ? { marinaId } : {}) },
        }
      : {
          kind: 'create' as const,
          body: { ...fields, ...order, marinaId, guid: guidFor({ ...fields, ...order }) },
        };
    save.mutate(input, {
      onSuccess: () => {
        toast({
          title: t('success'),
          description: question ? t('questionDialog.updated') : t('questionDialog.added'),
          variant: 'success',
        });
        onDone();
      },
      onError: (error) =>
        toast({
          title: t('error'),
          description: serverRefusal(error, t('questionDialog.failed')),
          variant: 'destructive',
        }),
    });
  });

  return (
    <FormDialog
      cancelLabel={t('common:cancel')}
      busyLabel={t('saving')}
      title={question ? t('questionDialog.editTitle') : t('questionDialog.addTitle')}
      description={t('questionDialog.description')}
      onSubmit={onSubmit}
      submitLabel={question ? t('saveChanges') : t('questionDialog.addSubmit')}
      busy={save.isPending}
    >
      <Field
        id={f('text')}
        label={t('questionDialog.question')}
        error={sentence(schemaText(errors.questionText?.message))}
      >
        <Textarea
          id={f('text')}
          rows={2}
          className="min-h-20"
          placeholder={t('questionDialog.questionPlaceholder')}
          {...fieldErrorProps(f('text'), errors.questionText?.message)}
          {...register('questionText')}
        />
      </Field>
      <Field
        id={f('type')}
        label={t('questionDialog.answerType')}
        error={sentence(schemaText(errors.questionType?.message))}
      >
        <NativeSelect id={f('type')} {...register('questionType')}>
          {QUESTION_TYPE_ORDER.map((type) => (
            <option key={type} value={type}>
              {t(`questions.type.${QUESTION_TYPE_KEYS[type]}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="space-y-1.5">
        <Label asChild>
          <span>{t('questionDialog.when')}</span>
        </Label>
        <Controller
          control={control}
          name="isPreShift"
          render={({ field }) => (
            <Segmented
              label={t('questionDialog.when')}
              value={field.value ? 'start' : 'end'}
              onChange={(value) => field.onChange(value === 'start')}
              options={whenOptions}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="isRequired"
        render={({ field }) => (
          <SwitchRow
            id={f('required')}
            label={t('questionDialog.required')}
            description={t('questionDialog.requiredHelp')}
            checked={field.value}
            onChange={field.onChange}
          />
        )}
      />
      {question && (
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <SwitchRow
              id={f('active')}
              label={t('questionDialog.active')}
              description={t('questionDialog.activeHelp')}
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
      )}
      <Field
        id={f('order')}
        label={t('questionDialog.order')}
        hint={t('optional')}
        error={sentence(schemaText(errors.sortOrder?.message))}
      >
        <Input
          id={f('order')}
          inputMode="numeric"
          autoComplete="off"
          className="w-32"
          {...fieldErrorProps(f('order'), errors.sortOrder?.message)}
          {...register('sortOrder')}
        />
        <p className="text-muted-foreground text-sm">{t('questionDialog.orderHelp')}</p>
      </Field>
    </FormDialog>
  );
}
