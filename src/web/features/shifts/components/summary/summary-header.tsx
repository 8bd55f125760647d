import { CalendarClock, Info } from 'lucide-react';
import { SHIFT_SUMMARY_LOOKBACK_HOURS } from '#core/checklists/occupancy.ts';
import type { Shift } from '#core/shifts/shift.schema.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
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
  if (!shift.endTime) return `${dateAndTime(start)} – in progress`;
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
  return (
    <>
      {/* Print only: the daily activity report a security company hands its client. */}
      <div className="hidden pb-1 print:block" data-testid="print-letterhead">
        <p className="font-bold text-xl uppercase tracking-wide">Daily Activity Report</p>
        <p className="font-semibold text-lg">
          {marinaName ?? 'Marina'}
          {marinaPlace ? ` · ${marinaPlace}` : ''}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="font-semibold">Guard</dt>
          <dd>{guardName}</dd>
          <dt className="font-semibold">Shift</dt>
          <dd>{shift ? shiftSpan(shift) : 'No shift recorded'}</dd>
          {!active && (
            <>
              <dt className="font-semibold">Covers</dt>
              <dd>The {SHIFT_SUMMARY_LOOKBACK_HOURS} hours before the report was printed</dd>
            </>
          )}
          <dt className="font-semibold">Printed</dt>
          <dd>{dateAndTime(now)}</dd>
        </dl>
      </div>

      <Card className="overflow-hidden print:hidden" data-testid="summary-header">
        <div className={cn('h-1.5', active ? 'bg-success' : 'bg-muted-foreground')} aria-hidden="true" />
        <div className="p-4">
          <div className="flex items-center justify-between gap-2">
            <span
              className={cn(
                'inline-flex items-center gap-2 rounded-full px-3 py-1 font-semibold text-sm',
                active ? 'bg-success-soft text-success' : 'bg-muted text-muted-foreground',
              )}
            >
              <span
                aria-hidden="true"
                className={cn('size-2.5 rounded-full', active ? 'bg-success' : 'bg-muted-foreground')}
              />
              {active ? 'Shift in progress' : 'Last shift'}
            </span>
            <CalendarClock className="size-6 text-muted-foreground" aria-hidden="true" />
          </div>
          {shift === undefined ? (
            <div className="mt-3 space-y-2" aria-busy="true">
              <Skeleton className="h-4 w-24 rounded-md" />
              <Skeleton className="h-8 w-56 rounded-md" />
            </div>
          ) : shift ? (
            <div className="mt-3">
              <p className="font-medium text-muted-foreground text-sm">Shift started</p>
              <p className="font-bold text-2xl leading-tight" data-testid="summary-shift-start">
                <time dateTime={shift.startTime}>{longDate(new Date(shift.startTime))}</time>
              </p>
              <p className="font-semibold text-lg tabular-nums">
                {timeOfDay(new Date(shift.startTime))}
                {shift.endTime ? (
                  <span className="font-normal text-muted-foreground">
                    {' '}
                    – ended {timeOfDay(new Date(shift.endTime))}
                  </span>
                ) : null}
              </p>
            </div>
          ) : (
            <p className="mt-3 font-bold text-2xl leading-tight">No shift yet</p>
          )}
          <p className="mt-2 text-muted-foreground text-sm">
            {[marinaName, guardName].filter(Boolean).join(' · ')}
          </p>
          {!active && shift !== undefined && (
            <p className="mt-3 flex gap-2 rounded-xl bg-primary-soft p-3 text-primary-soft-foreground text-sm">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                No shift is active: the summary shows the last {SHIFT_SUMMARY_LOOKBACK_HOURS} hours at this
                marina.
              </span>
            </p>
          )}
        </div>
      </Card>
    </>
  );
}
