import { ChevronDown, ClipboardList, RotateCw } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { type FormEvent, type ReactNode, type Ref, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAnswerNumber } from '#core/shifts/answer-number.ts';
import type { ShiftAnswer } from '#core/shifts/shift.schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { type FormValue, toAnswerPayloads, unanswered } from '#web/features/shifts/lib/shift-flow.ts';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { useShiftAnswers } from '../api/get-shift-answers.ts';
import { useShiftQuestions } from '../api/get-shift-questions.ts';
import { usePendingAnswers, useSaveShiftAnswers } from '../api/save-shift-answers.ts';
import { useRememberedOpen } from '../hooks/use-remembered-open.ts';
import { QuestionField } from './question-field.tsx';

/** Spec 000 section 9: three placeholder rows while the questions load. */
const LOADING_ROWS = 3;

export interface ShiftQuestionCardProps {
  /** 'Shift Start Questions', 'Shift End Questions' ...; the unanswered count is added in brackets. */
  title: string;
  shiftId: string | null | undefined;
  /** The marina whose questions apply (the shift's marina). */
  marinaId: string | null | undefined;
  isPreShift: boolean;
  /** Start open or closed (uncontrolled; then the open state is remembered per shift). */
  defaultOpen?: boolean;
  /** Controlled open state, for a caller that expands the card itself. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A message above the questions (e.g. why they are asked now). */
  notice?: ReactNode;
  /** After a successful save, with the number of questions still unanswered. */
  onSaved?: (remaining: number) => void;
  ref?: Ref<HTMLElement>;
  className?: string;
}

const NO_ANSWERS: ShiftAnswer[] = [];

/** Whether a number answer cannot be saved (blank is fine: it is simply not answered). */
function badNumber(value: FormValue): boolean {
  if (value === null || value === undefined || String(value).trim() === '') return false;
  return !isAnswerNumber(String(value));
}

/**
 * The reusable shift question card (spec 000 section 2): collapsible, count of unanswered
 * questions in brackets, hidden when nothing is unanswered, one input per question by type.
 */
export function ShiftQuestionCard({
  title,
  shiftId,
  marinaId,
  isPreShift,
  defaultOpen = false,
  open,
  onOpenChange,
  notice,
  onSaved,
  ref,
  className,
}: ShiftQuestionCardProps) {
  const { t } = useTranslation(['shifts', 'common']);
  const questions = useShiftQuestions(marinaId, isPreShift);
  const answers = useShiftAnswers(shiftId);
  const queued = usePendingAnswers(shiftId);
  const save = useSaveShiftAnswers();
  const [values, setValues] = useState<Record<string, FormValue>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [hint, setHint] = useState<string | null>(null);
  // Uncontrolled, the card remembers per shift whether it was left open (a reload keeps it).
  const [rememberedOpen, setRememberedOpen] = useRememberedOpen(
    shiftId,
    isPreShift ? 'start' : 'end',
    defaultOpen,
  );

  // Without a shift nothing is answered yet (and saving is refused). Answers saved on this phone
  // and not yet synced count as answered.
  const answered = useMemo(
    () =>
      !shiftId ? NO_ANSWERS : answers.data && queued.length ? [...answers.data, ...queued] : answers.data,
    [shiftId, answers.data, queued],
  );
  const openQuestions = useMemo(
    () => (questions.data && answered ? unanswered(questions.data, answered) : []),
    [questions.data, answered],
  );
  const isLoading = questions.isPending || (Boolean(shiftId) && answers.isPending);
  const isError = questions.isError || (Boolean(shiftId) && answers.isError);

  if (!isLoading && !isError && openQuestions.length === 0) return null;

  const setValue = (guid: string, value: FormValue) => {
    setValues((v) => ({ ...v, [guid]: value }));
    setErrors(({ [guid]: _dropped, ...rest }) => rest);
    setHint(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const failed = () =>
      toast({ title: t('common:error'), description: t('questions.saveFailed'), variant: 'destructive' });
    if (!shiftId) {
      failed();
      return;
    }
    const problems: Record<string, string> = {};
    for (const q of openQuestions) {
      if (q.questionType === 'number' && badNumber(values[q.guid]))
        problems[q.guid] = t('answer.numberInvalid');
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const payloads = toAnswerPayloads(shiftId, openQuestions, values);
    if (payloads.length === 0) {
      setHint(t('questions.answerOne'));
      return;
    }
    try {
      const { outcome } = await save.mutateAsync({ shiftId, answers: payloads });
      setValues({});
      if (outcome === 'sent') {
        toast({
          title: t('questions.savedTitle'),
          description: t('questions.savedDescription'),
          variant: 'success',
        });
      } else toast({ title: t('questions.queuedTitle'), description: t('questions.queuedDescription') });
      onSaved?.(unanswered(openQuestions, payloads).length);
    } catch {
      failed();
    }
  }

  const heading =
    isLoading || isError ? title : t('questions.titleWithCount', { title, count: openQuestions.length });
  const changeOpen = (next: boolean) => {
    if (open === undefined) setRememberedOpen(next);
    onOpenChange?.(next);
  };

  return (
    <Card
      ref={ref}
      className={cn('scroll-mt-20 overflow-hidden', className)}
      data-testid="shift-question-card"
    >
      <Collapsible.Root open={open ?? rememberedOpen} onOpenChange={changeOpen}>
        <h2>
          <Collapsible.Trigger
            className="group flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left hover:bg-muted/50"
            disabled={isLoading}
          >
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-warning-soft text-warning">
              <ClipboardList className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1 font-bold text-base leading-tight">{heading}</span>
            <ChevronDown
              className="size-6 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
              aria-hidden="true"
            />
          </Collapsible.Trigger>
        </h2>
        {isLoading ? (
          <div className="space-y-4 border-border border-t p-4" aria-busy="true">
            <span className="sr-only">{t('questions.loading')}</span>
            {Array.from({ length: LOADING_ROWS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={i} className="space-y-2" data-testid="question-placeholder">
                <Skeleton className="h-5 w-3/4 rounded-md" />
                <Skeleton className="h-12 w-full" />
              </div>
            ))}
          </div>
        ) : (
          <Collapsible.Content className="border-border border-t">
            {isError ? (
              <div className="flex flex-col items-start gap-3 p-4">
                <p>{t('questions.failedToLoad')}</p>
                <Button
                  variant="outline"
                  onClick={() => void Promise.all([questions.refetch(), answers.refetch()])}
                >
                  <RotateCw aria-hidden="true" />
                  {t('common:retry')}
                </Button>
              </div>
            ) : (
              <form className="space-y-5 p-4" onSubmit={submit} noValidate>
                {notice}
                {openQuestions.map((question) => (
                  <QuestionField
                    key={question.guid}
                    question={question}
                    value={values[question.guid]}
                    onChange={(value) => setValue(question.guid, value)}
                    error={errors[question.guid]}
                    disabled={save.isPending}
                  />
                ))}
                {hint && <p className="font-medium text-warning">{hint}</p>}
                <Button type="submit" size="lg" className="w-full" disabled={save.isPending || !shiftId}>
                  {save.isPending ? t('questions.saving') : t('questions.save')}
                </Button>
              </form>
            )}
          </Collapsible.Content>
        )}
      </Collapsible.Root>
    </Card>
  );
}
