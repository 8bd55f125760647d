import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { failure, sentence, success } from '#core/backend/backend-messages.ts';
import {
  MARINA_SETTINGS_MESSAGES,
  newQuestionForm,
  QUESTION_TYPE_OPTIONS,
  type QuestionForm,
  questionFormSchema,
  questionToForm,
} from '#core/backend/marina-settings-rules.ts';
import type { ShiftQuestion } from '#core/shifts/shift.schema.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field, fieldErrorProps } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Segmented } from '#web/components/ui/segmented.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { serverRefusal } from '#web/lib/refusal.ts';
import { toast } from '#web/lib/toast.ts';
import { useRetryGuid } from '#web/lib/use-retry-guid.ts';
import { useSaveShiftQuestion } from '../api/save-shift-question.ts';
import { SwitchRow } from './switch-row.tsx';

const WHEN_OPTIONS = [
  { value: 'start', label: 'Start of shift' },
  { value: 'end', label: 'End of shift' },
] as const;

interface QuestionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  marinaId: string;
  /** The question to edit; null to add one. */
  question: ShiftQuestion | null;
  /** For a new question: asked at the start (true) or end of a shift. */
  isPreShift: boolean;
}

/** Add or edit a shift question: text, type, start or end of shift, required, active, order. */
export function QuestionDialog({ open, onOpenChange, ...props }: QuestionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <QuestionFormBody {...props} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function QuestionFormBody({
  marinaId,
  question,
  isPreShift,
  onDone,
}: Omit<QuestionDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const id = useId();
  const f = (name: string) => `${id}-${name}`;
  const save = useSaveShiftQuestion();
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
        toast(
          success(
            question ? MARINA_SETTINGS_MESSAGES.questionUpdated : MARINA_SETTINGS_MESSAGES.questionAdded,
          ),
        );
        onDone();
      },
      onError: (error) => toast(failure(serverRefusal(error, MARINA_SETTINGS_MESSAGES.questionFailed))),
    });
  });

  return (
    <FormDialog
      title={question ? 'Edit Shift Question' : 'Add Shift Question'}
      description="Staff answer it when they start or end a shift."
      onSubmit={onSubmit}
      submitLabel={question ? 'Save Changes' : 'Add Question'}
      busy={save.isPending}
    >
      <Field id={f('text')} label="Question" error={sentence(errors.questionText?.message)}>
        <Textarea
          id={f('text')}
          rows={2}
          className="min-h-20"
          placeholder="e.g. Is the fuel dock gate locked?"
          {...fieldErrorProps(f('text'), errors.questionText?.message)}
          {...register('questionText')}
        />
      </Field>
      <Field id={f('type')} label="Answer Type" error={sentence(errors.questionType?.message)}>
        <NativeSelect id={f('type')} {...register('questionType')}>
          {QUESTION_TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="space-y-1.5">
        <Label asChild>
          <span>When</span>
        </Label>
        <Controller
          control={control}
          name="isPreShift"
          render={({ field }) => (
            <Segmented
              label="When"
              value={field.value ? 'start' : 'end'}
              onChange={(value) => field.onChange(value === 'start')}
              options={WHEN_OPTIONS}
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
            label="Required"
            description="The shift cannot start or end without an answer."
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
              label="Active"
              description="Inactive questions are no longer asked; their answers are kept."
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
      )}
      <Field id={f('order')} label="Order" hint="(Optional)" error={sentence(errors.sortOrder?.message)}>
        <Input
          id={f('order')}
          inputMode="numeric"
          autoComplete="off"
          className="w-32"
          {...fieldErrorProps(f('order'), errors.sortOrder?.message)}
          {...register('sortOrder')}
        />
        <p className="text-muted-foreground text-sm">
          Lower numbers are asked first. Empty: after the others.
        </p>
      </Field>
    </FormDialog>
  );
}
