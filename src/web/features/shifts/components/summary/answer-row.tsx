import { Pencil } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftAnswer } from '#core/shifts/shift.schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { answerEditValue, answerText, answerUpdateBody } from '#web/features/shifts/lib/answer-edit.ts';
import type { FormValue } from '#web/features/shifts/lib/shift-flow.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { QuestionField } from '../question-field.tsx';
import { useUpdateShiftAnswer } from './api/update-shift-answer.ts';
import { dateAndTime } from './format.ts';

interface AnswerRowProps {
  answer: ShiftAnswer;
  /** Beginning-of-shift answers of the active shift can be edited inline. */
  editable?: boolean;
  /** Whether the answer is still among the shift's answers (a stale list may hold a removed one). */
  exists?: (guid: string) => boolean;
}

/** One saved answer: the question and the answer; Edit turns it into its input with Save and Cancel. */
export function AnswerRow({ answer, editable = false, exists = () => true }: AnswerRowProps) {
  const { question } = answer;
  const { t } = useTranslation(['shifts', 'common']);
  const update = useUpdateShiftAnswer();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<FormValue>(undefined);
  const [error, setError] = useState<string | undefined>();

  function startEdit() {
    setValue(answerEditValue(question.questionType, answer));
    setError(undefined);
    setEditing(true);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = answerUpdateBody(question, value);
    if ('error' in result) {
      setError(t(`answer.${result.error}`));
      return;
    }
    if (!exists(answer.guid)) {
      toast({ title: t('common:error'), description: t('answer.notFound'), variant: 'destructive' });
      return;
    }
    try {
      await update.mutateAsync({ guid: answer.guid, shiftId: answer.shiftId, body: result.body });
      toast({ title: t('answer.updated'), variant: 'success' });
      setEditing(false);
    } catch (e) {
      const description =
        e instanceof ApiError && e.status === 404 ? t('answer.notFound') : t('answer.saveFailed');
      toast({ title: t('common:error'), description, variant: 'destructive' });
    }
  }

  if (editing) {
    return (
      <li className="py-3 first:pt-0 last:pb-0" data-testid="answer-row" data-editing="true">
        <form className="space-y-3 rounded-xl bg-muted/50 p-3" onSubmit={save} noValidate>
          <QuestionField
            question={question}
            value={value}
            onChange={(v) => {
              setValue(v);
              setError(undefined);
            }}
            error={error}
            disabled={update.isPending}
          />
          <div className="flex gap-2">
            <Button type="submit" className="flex-1" disabled={update.isPending}>
              {update.isPending ? t('answer.saving') : t('answer.save')}
            </Button>
            <Button
              type="button"
              variant="outline"
              className="flex-1"
              onClick={() => setEditing(false)}
              disabled={update.isPending}
            >
              {t('common:cancel')}
            </Button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li
      className="flex items-start gap-3 py-3 first:pt-0 last:pb-0 print:py-0.5"
      data-testid="answer-row"
      data-question={question.questionText}
    >
      <div className="min-w-0 flex-1">
        <p className="text-muted-foreground text-sm leading-snug print:inline print:text-foreground">
          {question.questionText}
          <span className="hidden print:inline">
            {/[?:]$/.test(question.questionText.trim()) ? ' ' : ': '}
          </span>
        </p>
        <p
          className="whitespace-pre-wrap break-words font-semibold text-lg leading-snug print:inline print:text-base"
          data-testid="answer-value"
        >
          {answerText(question.questionType, answer, dateAndTime, {
            yes: t('answer.yes'),
            no: t('answer.no'),
            noAnswer: t('answer.noAnswer'),
          })}
        </p>
      </div>
      {editable && (
        <Button
          variant="ghost"
          size="sm"
          onClick={startEdit}
          aria-label={t('answer.editLabel', { question: question.questionText })}
          className="print:hidden"
        >
          <Pencil aria-hidden="true" />
          {t('answer.edit')}
        </Button>
      )}
    </li>
  );
}
