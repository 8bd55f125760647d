import { CalendarClock, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SHIFT_SUMMARY_LOOKBACK_HOURS } from '#core/occupancy/occupancy.ts';
import type { Shift } from '#core/shifts/shift.schema.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { StatusPill } from '../status-pill.tsx';
import { dateAndTime, longDate, timeOfDay } from './format.ts';

interface SummaryHeaderProps {
  /** The active shift, else the most recent ended one; null when there was none; undefined while loading. */
  shift: Shift | null | undefined;
  active: boolean;
  marinaName: string | null;
  marinaPlace: string | null;
  guardName: string;
  /** When the report was opened (printed on the report). */
  now: Date;
}

function shiftSpan(shift: Shift): string {
  const start = new Date(shift.startTime);
  if (!shift.endTime) return i18n.t('shifts:summary.letterhead.inProgress', { start: dateAndTime(start) });
  const end = new Date(shift.endTime);
  return start.toDateString() === end.toDateString()
    ? `${dateAndTime(start)} – ${timeOfDay(end)}`
    : `${dateAndTime(start)} – ${dateAndTime(end)}`;
}

/** The summary's header card: the shift start date and time; on paper, the report's letterhead. */
export function SummaryHeader({
  shift,
  active,
  marinaName,
  marinaPlace,
  guardName,
  now,
}: SummaryHeaderProps) {
  const { t } = useTranslation('shifts');
  const hours = SHIFT_SUMMARY_LOOKBACK_HOURS;
  return (
    <>
      {/* Print only: the daily activity report a security company hands its client. */}
      <div className="hidden pb-1 print:block" data-testid="print-letterhead">
        <p className="font-bold text-xl uppercase tracking-wide">{t('summary.letterhead.title')}</p>
        <p className="font-semibold text-lg">
          {marinaName ?? t('summary.letterhead.marina')}
          {marinaPlace ? ` · ${marinaPlace}` : ''}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="font-semibold">{t('summary.letterhead.guard')}</dt>
          <dd>{guardName}</dd>
          <dt className="font-semibold">{t('summary.letterhead.shift')}</dt>
          <dd>{shift ? shiftSpan(shift) : t('summary.letterhead.noShift')}</dd>
          {!active && (
            <>
              <dt className="font-semibold">{t('summary.letterhead.covers')}</dt>
              <dd>{t('summary.letterhead.coversText', { hours })}</dd>
            </>
          )}
          <dt className="font-semibold">{t('summary.letterhead.printed')}</dt>
          <dd>{dateAndTime(now)}</dd>
        </dl>
      </div>

      <Card className="overflow-hidden print:hidden" data-testid="summary-header">
        <div className={cn('h-1.5', active ? 'bg-success' : 'bg-muted-foreground')} aria-hidden="true" />
        <div className="p-4">
          <div className="flex items-center justify-between gap-2">
            <StatusPill active={active}>
              {active ? t('summary.header.inProgress') : t('summary.header.last')}
            </StatusPill>
            <CalendarClock className="size-6 text-muted-foreground" aria-hidden="true" />
          </div>
          {shift === undefined ? (
            <div className="mt-3 space-y-2" aria-busy="true">
              <Skeleton className="h-4 w-24 rounded-md" />
              <Skeleton className="h-8 w-56 rounded-md" />
            </div>
          ) : shift ? (
            <div className="mt-3">
              <p className="font-medium text-muted-foreground text-sm">{t('summary.header.started')}</p>
              <p className="font-bold text-2xl leading-tight" data-testid="summary-shift-start">
                <time dateTime={shift.startTime}>{longDate(new Date(shift.startTime))}</time>
              </p>
              <p className="font-semibold text-lg tabular-nums">
                {timeOfDay(new Date(shift.startTime))}
                {shift.endTime ? (
                  <span className="font-normal text-muted-foreground">
                    {' '}
                    {t('summary.header.ended', { time: timeOfDay(new Date(shift.endTime)) })}
                  </span>
                ) : null}
              </p>
            </div>
          ) : (
            <p className="mt-3 font-bold text-2xl leading-tight">{t('summary.header.noShift')}</p>
          )}
          <p className="mt-2 text-muted-foreground text-sm">
            {[marinaName, guardName].filter(Boolean).join(' · ')}
          </p>
          {!active && shift !== undefined && (
            <p className="mt-3 flex gap-2 rounded-xl bg-primary-soft p-3 text-primary-soft-foreground text-sm">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{t('summary.header.lookback', { hours })}</span>
            </p>
          )}
        </div>
      </Card>
    </>
  );
}
