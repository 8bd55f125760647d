import { CalendarClock, ClipboardList, Play, RotateCw, Square } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { longDate, sameDay, shortDate, timeOfDay } from '#core/common/date-format.ts';
import type { Shift } from '#core/shifts/shift.schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ELAPSED_REFRESH_MS, type Elapsed, elapsedSince } from '#web/features/shifts/lib/shift-time.ts';
import { useNow } from '#web/lib/use-now.ts';
import { StatusPill } from './status-pill.tsx';

interface ActiveShiftCardProps {
  shift: Shift;
  onEnd: () => void;
  ending: boolean;
  /** End Shift waits until the end questions are known. */
  endDisabled?: boolean;
  notice?: ReactNode;
}

/** Spec 000 section 2: start time, elapsed hours and minutes (every 30 s), Shift Summary and End Shift. */
/** Spoken form for screen readers: '1 hour 5 minutes', '0 minutes'. */
function SpokenElapsed({ elapsed: { hours, minutes } }: { elapsed: Elapsed }) {
  const { t } = useTranslation('shifts');
  const m = t('active.spokenMinutes', { count: minutes });
  return (
    <span className="sr-only">
      {hours > 0
        ? t('active.spokenBoth', { hours: t('active.spokenHours', { count: hours }), minutes: m })
        : m}
    </span>
  );
}

export function ActiveShiftCard({ shift, onEnd, ending, endDisabled, notice }: ActiveShiftCardProps) {
  const { t } = useTranslation('shifts');
  const now = useNow(ELAPSED_REFRESH_MS);
  const start = new Date(shift.startTime);
  const elapsed = elapsedSince(start, now);
  return (
    <Card className="overflow-hidden border-success/40" data-testid="active-shift-card">
      <div className="h-1.5 bg-success" aria-hidden="true" />
      <div className="p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 className="sr-only">{t('active.heading')}</h2>
          <StatusPill active pulse>
            {t('status.on')}
          </StatusPill>
          <p className="text-muted-foreground text-sm">
            <Trans
              t={t}
              i18nKey="active.started"
              values={{
                time: sameDay(start, now) ? timeOfDay(start) : `${shortDate(start)}, ${timeOfDay(start)}`,
              }}
              components={{
                when: (
                  <time dateTime={shift.startTime} className="font-semibold text-foreground tabular-nums" />
                ),
              }}
            />
          </p>
        </div>
        <p className="mt-4 font-medium text-muted-foreground text-sm">{t('active.elapsed')}</p>
        <p
          className="font-bold text-5xl leading-none tracking-tight tabular-nums"
          data-testid="shift-elapsed"
        >
          <span aria-hidden="true">
            {elapsed.hours}
            <span className="ml-0.5 font-semibold text-2xl text-muted-foreground">
              {t('active.hoursUnit')}
            </span>{' '}
            {String(elapsed.minutes).padStart(2, '0')}
            <span className="ml-0.5 font-semibold text-2xl text-muted-foreground">
              {t('active.minutesUnit')}
            </span>
          </span>
          <SpokenElapsed elapsed={elapsed} />
        </p>
        {notice}
        <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
          <Button
            variant="destructive"
            size="lg"
            className="w-full sm:flex-1"
            onClick={onEnd}
            disabled={ending || endDisabled}
          >
            <Square aria-hidden="true" className="fill-current" />
            {t('active.endShift')}
          </Button>
          <Button asChild variant="outline" className="w-full sm:min-h-13 sm:flex-1">
            <Link href="/shift-summary">
              <ClipboardList aria-hidden="true" />
              {t('active.summary')}
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}

interface NoShiftCardProps {
  /** The newest ended shift; null before the first shift; undefined while loading. */
  lastShift: Shift | null | undefined;
  marinaName: string | null;
  onStart: () => void;
  starting: boolean;
  canStart: boolean;
}

/** Spec 000 section 2: 'Last shift date' or 'First Shift', 'Start New Shift', 'View Last Shift Summary'. */
export function NoShiftCard({ lastShift, marinaName, onStart, starting, canStart }: NoShiftCardProps) {
  const { t } = useTranslation('shifts');
  let summary: ReactNode;
  if (lastShift === undefined) {
    // The rows of the usual answer (label, date, times) at their line heights: the card keeps its
    // height when the last shift arrives, and nothing below it moves.
    summary = (
      <div aria-busy="true">
        <div className="flex h-5 items-center">
          <Skeleton className="h-3.5 w-28 rounded-md" />
        </div>
        <div className="flex h-7.5 items-center">
          <Skeleton className="h-6 w-56 rounded-md" />
        </div>
        <div className="flex h-6 items-center">
          <Skeleton className="h-4 w-36 rounded-md" />
        </div>
      </div>
    );
  } else if (lastShift) {
    const start = new Date(lastShift.startTime);
    const end = lastShift.endTime ? new Date(lastShift.endTime) : null;
    summary = (
      <div>
        <p className="font-medium text-muted-foreground text-sm">{t('none.lastDate')}</p>
        <p className="font-bold text-2xl leading-tight" data-testid="last-shift-date">
          <time dateTime={lastShift.startTime}>{longDate(start)}</time>
        </p>
        {end && (
          <p className="text-muted-foreground tabular-nums">
            {timeOfDay(start)} –{' '}
            {sameDay(start, end) ? timeOfDay(end) : `${shortDate(end)}, ${timeOfDay(end)}`}
          </p>
        )}
      </div>
    );
  } else {
    summary = (
      <div>
        <p className="font-bold text-2xl leading-tight">{t('none.first')}</p>
        <p className="text-muted-foreground">
          {marinaName ? t('none.startFirstAt', { marina: marinaName }) : t('none.startFirst')}
        </p>
      </div>
    );
  }
  return (
    <Card className="p-4" data-testid="no-shift-card">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="sr-only">{t('none.heading')}</h2>
        <StatusPill active={false}>{t('status.off')}</StatusPill>
        <CalendarClock className="size-6 text-muted-foreground" aria-hidden="true" />
      </div>
      {summary}
      {!canStart && (
        <p className="mt-3 rounded-xl bg-warning-soft p-3 text-sm text-warning">{t('none.needMarina')}</p>
      )}
      <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
        <Button size="lg" className="w-full sm:flex-1" onClick={onStart} disabled={!canStart || starting}>
          <Play aria-hidden="true" className="fill-current" />
          {t('none.start')}
        </Button>
        <Button asChild variant="outline" className="w-full sm:min-h-13 sm:flex-1">
          <Link href="/shift-summary">{t('none.viewLast')}</Link>
        </Button>
      </div>
    </Card>
  );
}

export function ShiftCardSkeleton() {
  const { t } = useTranslation('shifts');
  return (
    <Card className="space-y-3 p-4" aria-busy="true" aria-label={t('card.loading')}>
      <Skeleton className="h-7 w-28 rounded-full" />
      <Skeleton className="h-10 w-48 rounded-md" />
      <Skeleton className="h-13 w-full" />
    </Card>
  );
}

export function ShiftCardError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['shifts', 'common']);
  return (
    <Card className="flex flex-col items-start gap-3 p-4">
      <p className="font-semibold">{t('card.failed')}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t('common:retry')}
      </Button>
    </Card>
  );
}
