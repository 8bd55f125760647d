import { Info } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showEndPanel, unanswered } from '#web/features/shifts/lib/shift-flow.ts';
import { lastEndedShift } from '#web/features/shifts/lib/shift-time.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import { pendingWritesNow } from '#web/lib/offline/use-pending-writes.ts';
import { toast } from '#web/lib/toast.ts';
import { useEndShift } from '../api/end-shift.ts';
import { useActiveShift } from '../api/get-active-shift.ts';
import { useShiftAnswers } from '../api/get-shift-answers.ts';
import { useShiftQuestions } from '../api/get-shift-questions.ts';
import { useShifts } from '../api/get-shifts.ts';
import { usePendingAnswers } from '../api/save-shift-answers.ts';
import { useStartShift } from '../api/start-shift.ts';
import { useRememberedOpen } from '../hooks/use-remembered-open.ts';
import { ShiftQuestionCard } from './shift-question-card.tsx';
import { ActiveShiftCard, NoShiftCard, ShiftCardError, ShiftCardSkeleton } from './shift-status-card.tsx';
import { UnsyncedEndDialog } from './unsynced-end-dialog.tsx';

function Notice({
  children,
  testId,
  className,
}: {
  children: ReactNode;
  testId: string;
  className?: string;
}) {
  return (
    <p
      role="status"
      data-testid={testId}
      className={cn(
        'mt-4 flex gap-2 rounded-xl bg-warning-soft p-3 font-medium text-sm text-warning',
        className,
      )}
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

/**
 * The dashboard's shift card and question panels: the shift state machine of spec 000 section 4.
 *
 * A question belongs to a shift, so Start New Shift starts the shift first and then opens the
 * 'Shift Start Questions' card for it. End Shift with unanswered end questions shows the
 * 'Shift End Questions' card first; saving them ends the shift. Because required questions are
 * not enforced on the phone, pressing End Shift a second time ends the shift without them.
 */
export function ShiftPanel() {
  const { t } = useTranslation(['shifts', 'common']);
  const { marinaId, marina } = useCurrentMarina();
  const active = useActiveShift();
  const shift = active.data?.shift ?? null;
  const shifts = useShifts(active.isSuccess && shift === null);
  const questionMarina = shift?.marinaId ?? null;
  const startQuestions = useShiftQuestions(questionMarina, true);
  const endQuestions = useShiftQuestions(questionMarina, false);
  const serverAnswers = useShiftAnswers(shift?.guid);
  const queuedAnswers = usePendingAnswers(shift?.guid);
  // Answers saved on this phone and not yet synced count as given.
  const answers = {
    isPending: serverAnswers.isPending,
    data: serverAnswers.data && [...serverAnswers.data, ...queuedAnswers],
  };
  const start = useStartShift();
  const end = useEndShift();

  // Remembered per shift on the device: a reload shows the cards as the guard left them.
  const [startOpen, setStartOpen] = useRememberedOpen(shift?.guid, 'start', false);
  const [endOpen, setEndOpen] = useRememberedOpen(shift?.guid, 'end', false);
  /** The shift whose End Shift asked the end questions first. */
  const [endAskedFor, setEndAskedFor] = useState<string | null>(null);
  const endCard = useRef<HTMLElement>(null);
  /** Entries waiting to sync when End Shift asked (kept while the warning closes). */
  const [unsynced, setUnsynced] = useState({ open: false, count: 0 });

  const unansweredStart =
    startQuestions.data && answers.data ? unanswered(startQuestions.data, answers.data).length : 0;
  const unansweredEnd =
    endQuestions.data && answers.data ? unanswered(endQuestions.data, answers.data).length : 0;
  const endAsked = shift !== null && endAskedFor === shift.guid;
  const questionsPending = shift !== null && (endQuestions.isPending || answers.isPending);

  async function startShift() {
    if (!marinaId) return;
    try {
      const started = await start.mutateAsync(marinaId);
      toast({ title: t('panel.started'), variant: 'success' });
      setStartOpen(true, started.guid);
      setEndOpen(false, started.guid);
    } catch (error) {
      toast({ title: t('common:error'), description: errorMessage(error), variant: 'destructive' });
    }
  }

  async function finishShift() {
    try {
      await end.mutateAsync(shift?.guid);
      toast({ title: t('panel.ended'), variant: 'success' });
      setEndAskedFor(null);
    } catch (error) {
      const description =
        error instanceof ApiError && error.status === 404 ? t('panel.noActive') : errorMessage(error);
      toast({ title: t('common:error'), description, variant: 'destructive' });
    }
  }

  /** Entries still on the phone: warn first (they are kept and sent later either way). */
  function endUnlessUnsynced() {
    const waiting = pendingWritesNow().length;
    if (waiting > 0) setUnsynced({ open: true, count: waiting });
    else void finishShift();
  }

  function requestEnd() {
    if (!shift) return;
    if (unansweredEnd > 0 && !endAsked) {
      setEndAskedFor(shift.guid);
      setEndOpen(true);
      requestAnimationFrame(() => endCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
      return;
    }
    endUnlessUnsynced();
  }

  if (active.isPending) return <ShiftCardSkeleton />;
  if (active.isError) return <ShiftCardError onRetry={() => void active.refetch()} />;

  if (!shift) {
    return (
      <NoShiftCard
        lastShift={shifts.isSuccess ? lastEndedShift(shifts.data) : shifts.isError ? null : undefined}
        marinaName={marina?.name ?? null}
        canStart={Boolean(marinaId)}
        starting={start.isPending}
        onStart={() => void startShift()}
      />
    );
  }

  const showEnd = showEndPanel(unansweredStart, unansweredEnd) || (endAsked && unansweredEnd > 0);
  return (
    <>
      <ActiveShiftCard
        shift={shift}
        ending={end.isPending}
        endDisabled={questionsPending}
        onEnd={requestEnd}
        notice={
          endAsked && unansweredEnd > 0 ? (
            <Notice testId="end-questions-notice">{t('panel.endNotice')}</Notice>
          ) : null
        }
      />
      <ShiftQuestionCard
        title={t('questions.startTitle')}
        shiftId={shift.guid}
        marinaId={shift.marinaId}
        isPreShift
        open={startOpen}
        onOpenChange={setStartOpen}
      />
      {showEnd && (
        <ShiftQuestionCard
          ref={endCard}
          title={t('questions.endTitle')}
          shiftId={shift.guid}
          marinaId={shift.marinaId}
          isPreShift={false}
          open={endOpen}
          onOpenChange={setEndOpen}
          notice={
            endAsked ? (
              <Notice testId="end-questions-save-notice" className="mt-0">
                {t('panel.saveEndsNotice')}
              </Notice>
            ) : null
          }
          onSaved={() => {
            if (endAsked) endUnlessUnsynced();
          }}
        />
      )}
      <UnsyncedEndDialog
        count={unsynced.count}
        open={unsynced.open}
        onOpenChange={(open) => setUnsynced((current) => ({ ...current, open }))}
        onConfirm={() => {
          setUnsynced((current) => ({ ...current, open: false }));
          void finishShift();
        }}
      />
    </>
  );
}
