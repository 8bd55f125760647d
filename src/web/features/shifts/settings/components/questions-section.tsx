import { MessageCircleQuestion } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { isAdminOf } from '#core/auth/permissions.ts';
import { groupQuestions } from '#core/backend/marina-settings-rules.ts';
import type { ShiftQuestion } from '#core/shifts/shift.schema.ts';
import { SettingsRow } from '#web/components/settings-row.tsx';
import { Chip, EditButton, RowGroup, SettingsSection } from '#web/components/settings-section.tsx';
import { ListEmpty, ListError, ListSkeleton } from '#web/components/ui/list-states.tsx';
import { useAllShiftQuestions } from '../api/get-all-shift-questions.ts';
import { QUESTION_TYPE_KEYS } from '../lib/question-type-keys.ts';
import { QuestionDialog } from './question-dialog.tsx';

function QuestionRow({
  question,
  canEdit,
  onEdit,
}: {
  question: ShiftQuestion;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation(['shifts', 'settings']);
  return (
    <SettingsRow
      name={question.questionText}
      muted={!question.isActive}
      action={
        canEdit && (
          <EditButton label={t('settings:editNamed', { name: question.questionText })} onClick={onEdit} />
        )
      }
      data-testid="shift-question"
      data-active={question.isActive}
    >
      <div className="mt-1 flex flex-wrap gap-1.5">
        <Chip tone="outline">{t(`settings.type.${QUESTION_TYPE_KEYS[question.questionType]}`)}</Chip>
        {question.isRequired && <Chip tone="primary">{t('settings.required')}</Chip>}
        {!question.isActive && <Chip tone="warning">{t('settings.inactive')}</Chip>}
        {question.marinaId === null && <Chip>{t('settings:allMarinas')}</Chip>}
      </div>
    </SettingsRow>
  );
}

/** Shift Questions: every question of the marina (inactive ones too), start and end of shift apart. */
export function QuestionsSection({ marinaId, user }: { marinaId: string; user: AuthUser }) {
  const { t } = useTranslation(['shifts', 'settings']);
  const questions = useAllShiftQuestions(marinaId);
  const [dialog, setDialog] = useState<{ question: ShiftQuestion | null; isPreShift: boolean } | null>(null);
  const clientAdmin = isAdminOf(user.permissions, null);
  const groups = groupQuestions(questions.data ?? []);
  const lockedShared = !clientAdmin && (questions.data ?? []).some((q) => q.marinaId === null);

  return (
    <SettingsSection
      id="settings-questions"
      title={t('settings.title')}
      description={t('settings.description')}
      addLabel={t('settings:add')}
      onAdd={() => setDialog({ question: null, isPreShift: true })}
    >
      {questions.isLoading ? (
        <ListSkeleton rows={3} className="h-16" label={t('settings.loading')} />
      ) : questions.isError ? (
        <ListError title={t('settings.loadFailed')} onRetry={() => void questions.refetch()} />
      ) : (questions.data ?? []).length === 0 ? (
        <ListEmpty icon={MessageCircleQuestion} title={t('settings.emptyTitle')}>
          {t('settings.emptyText')}
        </ListEmpty>
      ) : (
        <div className="space-y-4">
          {(
            [
              [t('settings.startOfShift'), groups.start, true],
              [t('settings.endOfShift'), groups.end, false],
            ] as const
          ).map(([title, list, isPreShift]) =>
            list.length === 0 ? (
              <div key={title}>
                <h3 className="mb-1.5 px-0.5 font-semibold text-muted-foreground text-sm uppercase tracking-wide">
                  {title}
                </h3>
                <button
                  type="button"
                  onClick={() => setDialog({ question: null, isPreShift })}
                  className="flex min-h-12 w-full items-center justify-center rounded-2xl border-2 border-border border-dashed px-4 text-muted-foreground hover:bg-surface"
                >
                  {t('settings.noneInGroup')}
                </button>
              </div>
            ) : (
              <RowGroup key={title} title={title}>
                {list.map((question) => (
                  <QuestionRow
                    key={question.guid}
                    question={question}
                    canEdit={question.marinaId !== null || clientAdmin}
                    onEdit={() => setDialog({ question, isPreShift: question.isPreShift })}
                  />
                ))}
              </RowGroup>
            ),
          )}
          {lockedShared && (
            <p className="px-0.5 text-muted-foreground text-sm">{t('settings.sharedLocked')}</p>
          )}
        </div>
      )}
      <QuestionDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        marinaId={marinaId}
        question={dialog?.question ?? null}
        isPreShift={dialog?.isPreShift ?? true}
      />
    </SettingsSection>
  );
}
