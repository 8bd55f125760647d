import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  newQuestionForm,
  QUESTION_TYPE_ORDER,
  type QuestionForm,
  questionFormSchema,
  questionToForm,
} from '#core/backend/marina-settings-rules.ts';
import type { ShiftQuestion } from '#core/shifts/shift.schema.ts';
import { Field } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { formDialogOf } from '#web/components/ui/form-dialog-of.tsx';

import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Segmented } from '#web/components/ui/segmented.tsx';
import { SwitchRow } from '#web/components/ui/switch-row.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { saveToasts } from '#web/lib/save-toasts.ts';
import { fieldText } from '#web/lib/schema-text.ts';
import { useRetryGuid } from '#web/lib/use-retry-guid.ts';
import { useSaveShiftQuestion } from '../api/save-shift-question.ts';
import { QUESTION_TYPE_KEYS } from '../lib/question-type-keys.ts';

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
  const { t } = useTranslation(['shifts', 'settings', 'common']);
  const id = useId();
  const f = (name: string) => `${id}-${name}`;
  const save = useSaveShiftQuestion();
  const whenOptions = [
    { value: 'start', label: t('settings.startOfShift') },
    { value: 'end', label: t('settings.endOfShift') },
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
    const saved = question ? t('settings.dialog.updated') : t('settings.dialog.added');
    save.mutate(input, saveToasts(saved, t('settings.dialog.failed'), onDone));
  });

  return (
    <FormDialog
      title={question ? t('settings.dialog.editTitle') : t('settings.dialog.addTitle')}
      description={t('settings.dialog.description')}
      onSubmit={onSubmit}
      submitLabel={question ? t('settings:saveChanges') : t('settings.dialog.addSubmit')}
      busy={save.isPending}
    >
      <Field
        id={f('text')}
        label={t('settings.dialog.question')}
        error={fieldText('shifts', errors.questionText)}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            className="min-h-20"
            placeholder={t('settings.dialog.questionPlaceholder')}
            {...register('questionText')}
          />
        )}
      </Field>
      <Field
        id={f('type')}
        label={t('settings.dialog.answerType')}
        error={fieldText('shifts', errors.questionType)}
      >
        <NativeSelect id={f('type')} {...register('questionType')}>
          {QUESTION_TYPE_ORDER.map((type) => (
            <option key={type} value={type}>
              {t(`settings.type.${QUESTION_TYPE_KEYS[type]}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="space-y-1.5">
        <Label asChild>
          <span>{t('settings.dialog.when')}</span>
        </Label>
        <Controller
          control={control}
          name="isPreShift"
          render={({ field }) => (
            <Segmented
              label={t('settings.dialog.when')}
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
            label={t('settings.dialog.required')}
            description={t('settings.dialog.requiredHelp')}
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
              label={t('settings.dialog.active')}
              description={t('settings.dialog.activeHelp')}
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
      )}
      <Field
        id={f('order')}
        label={t('settings.dialog.order')}
        hint={t('settings:optional')}
        error={fieldText('shifts', errors.sortOrder)}
      >
        {(control) => (
          <>
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              className="w-32"
              {...register('sortOrder')}
            />
            <p className="text-muted-foreground text-sm">{t('settings.dialog.orderHelp')}</p>
          </>
        )}
      </Field>
    </FormDialog>
  );
}
