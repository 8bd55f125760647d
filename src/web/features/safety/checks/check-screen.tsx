import { ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarinaSummary } from '#core/auth/auth-user.schema.ts';
import { zonedTimeOfDay } from '#core/common/date-format.ts';
import { checkDue } from '#core/safety/check-due.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FullScreenAlert } from '#web/components/ui/full-screen-alert.tsx';
import { toast } from '#web/lib/toast.ts';
import { answerCheck } from './answer-check.ts';
import { keepAnswer } from './check-schedule.ts';

/**
 * "Are you OK?" over every screen (the SOS button stays above it), with one large button. The answer is kept on the phone at once
 * (the schedule moves on without a signal) and sent ahead of other entries.
 */
export function CheckScreen({
  shiftGuid,
  marina,
  due,
  onAnswered,
}: {
  shiftGuid: string;
  marina: MarinaSummary;
  /** The check on screen: when it was due and when its grace ends. */
  due: { dueAt: Date; graceEndsAt: Date };
  onAnswered: () => void;
}) {
  const { t } = useTranslation('safety');
  const time = (date: Date) => zonedTimeOfDay(date, marina.timeZone);
  useEffect(() => {
    navigator.vibrate?.([300, 200, 300]);
  }, []);

  const answer = () => {
    const at = new Date().toISOString();
    keepAnswer(shiftGuid, at);
    onAnswered();
    const next = checkDue(new Date(at), marina.safety);
    answerCheck(marina.guid, t('check.label')).then(
      ({ outcome }) =>
        toast({
          title: t('check.thanks'),
          description: t(outcome === 'queued' ? 'check.queued' : 'check.next', {
            time: next ? time(next.dueAt) : '',
          }),
          variant: 'success',
        }),
      (error: unknown) =>
        toast({
          title: t('check.failed'),
          description: error instanceof Error ? error.message : undefined,
          variant: 'destructive',
        }),
    );
  };

  return (
    <FullScreenAlert
      titleId="safety-check-title"
      bodyId="safety-check-body"
      className="z-[65] bg-background pt-[env(safe-area-inset-top)]"
    >
      <div className="flex flex-1 flex-col gap-4 p-5">
        <ShieldCheck aria-hidden className="size-12 text-primary" />
        <h2 id="safety-check-title" className="font-extrabold text-3xl leading-tight">
          {t('check.title')}
        </h2>
        <div id="safety-check-body" className="space-y-2 text-lg">
          <p>{t('check.body', { minutes: marina.safety.checkIntervalMinutes ?? 0 })}</p>
          <p className="font-semibold">{t('check.answerBy', { time: time(due.graceEndsAt) })}</p>
        </div>
        {/* Right under the question, clear of the SOS button, which stays above this screen. */}
        <div className="pt-4">
          <Button size="lg" className="h-20 w-full text-2xl" onClick={answer}>
            {t('check.ok')}
          </Button>
        </div>
      </div>
    </FullScreenAlert>
  );
}
