import { History, MessageSquareText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift, ShiftAnswer } from '#core/shifts/shift.schema.ts';
import { answersByPhase } from '#web/features/shifts/lib/shift-summary.ts';
import { toast } from '#web/lib/toast.ts';
import { useShiftAnswers } from '../../api/get-shift-answers.ts';
import { ShiftQuestionCard } from '../shift-question-card.tsx';
import { AnswerRow } from './answer-row.tsx';
import { SectionStates } from './section-states.tsx';
import { SummarySection } from './summary-section.tsx';

function Phase({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-2 print:space-y-0.5">
      <h3 className="font-semibold text-muted-foreground text-sm uppercase tracking-wide">{title}</h3>
      {children}
    </div>
  );
}

function AnswerList({
  answers,
  editable,
  exists,
  emptyText,
}: {
  answers: ShiftAnswer[];
  editable?: boolean;
  exists?: (guid: string) => boolean;
  emptyText: string;
}) {
  if (answers.length === 0) return <p className="text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="divide-y divide-border print:divide-y-0">
      {answers.map((answer) => (
        <AnswerRow key={answer.guid} answer={answer} editable={editable} exists={exists} />
      ))}
    </ul>
  );
}

/**
 * Shift Questions of the active shift: the beginning-of-shift answers with inline Edit, Save and
 * Cancel, any start question still open, and the end-of-shift form (spec 001 section 2).
 */
export function ShiftQuestionsSection({ shift }: { shift: Shift }) {
  const { t } = useTranslation('shifts');
  const answers = useShiftAnswers(shift.guid);
  const { start, end } = answersByPhase(answers.data ?? []);
  const exists = (guid: string) => (answers.data ?? []).some((a) => a.guid === guid);

  return (
    <SummarySection
      title={t('summary.questions.title')}
      icon={MessageSquareText}
      tone="bg-warning-soft text-warning"
      count={answers.isSuccess ? answers.data.length : undefined}
      testId="summary-questions"
    >
      <SectionStates reads={[answers]} rows={3} failed={t('summary.questions.failed')}>
        <div className="space-y-5 print:space-y-2">
          <Phase title={t('summary.questions.beginning')}>
            <AnswerList
              answers={start}
              editable
              exists={exists}
              emptyText={t('summary.questions.noBeginningYet')}
            />
          </Phase>
          <div className="empty:hidden print:hidden">
            <ShiftQuestionCard
              title={t('questions.startTitle')}
              shiftId={shift.guid}
              marinaId={shift.marinaId}
              isPreShift
              className="shadow-none"
            />
          </div>
          {end.length > 0 && (
            <Phase title={t('summary.questions.end')}>
              <AnswerList answers={end} emptyText="" />
            </Phase>
          )}
          <div className="empty:hidden print:hidden">
            <ShiftQuestionCard
              title={t('questions.endTitle')}
              shiftId={shift.guid}
              marinaId={shift.marinaId}
              isPreShift={false}
              defaultOpen
              className="shadow-none"
              onSaved={() => toast({ title: t('answer.answersSaved'), variant: 'success' })}
            />
          </div>
        </div>
      </SectionStates>
    </SummarySection>
  );
}

/**
 * Previous Shift Questions: the answers of the most recent ended shift, shown when no shift is
 * active. `shift`: undefined while the shifts load, null when no shift has ended yet.
 */
export function PreviousShiftQuestionsSection({ shift }: { shift: Shift | null | undefined }) {
  const { t } = useTranslation('shifts');
  const answers = useShiftAnswers(shift?.guid);
  const { start, end } = answersByPhase(answers.data ?? []);

  return (
    <SummarySection
      title={t('summary.questions.previousTitle')}
      icon={History}
      tone="bg-warning-soft text-warning"
      count={answers.isSuccess ? answers.data.length : undefined}
      testId="summary-previous-questions"
    >
      {shift === null ? (
        <p className="text-muted-foreground">{t('summary.questions.noneEnded')}</p>
      ) : (
        <SectionStates
          reads={[answers]}
          waiting={shift === undefined}
          rows={3}
          failed={t('summary.questions.failed')}
        >
          {start.length + end.length === 0 ? (
            <p className="text-muted-foreground">{t('summary.questions.noneAnswered')}</p>
          ) : (
            <div className="space-y-5 print:space-y-2">
              <Phase title={t('summary.questions.beginning')}>
                <AnswerList answers={start} emptyText={t('summary.questions.noBeginning')} />
              </Phase>
              <Phase title={t('summary.questions.end')}>
                <AnswerList answers={end} emptyText={t('summary.questions.noEnd')} />
              </Phase>
            </div>
          )}
        </SectionStates>
      )}
    </SummarySection>
  );
}
