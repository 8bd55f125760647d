import { ArrowDownUp, CheckCircle2, Circle, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type CheckpointOutcome, checkpointOutcome } from '#core/tours/tour-exceptions.ts';
import { cn } from '#web/lib/cn.ts';

export interface CheckpointLine {
  position: number;
  name: string;
  scannedAt: string | null;
  scannedBy: string | null;
  late: boolean;
  missed: boolean;
  outOfOrder: boolean;
}

/** How each outcome looks; its word is `tourReports:checkpoints.<outcome>`. */
const RESULTS = {
  missed: {
    key: 'missed',
    icon: XCircle,
    row: 'bg-destructive-soft text-destructive',
    wordClass: 'font-bold',
  },
  late: {
    key: 'late',
    icon: Clock,
    row: 'bg-warning-soft text-warning-soft-foreground',
    wordClass: 'font-semibold',
  },
  outOfOrder: {
    key: 'out-of-order',
    icon: ArrowDownUp,
    row: 'bg-warning-soft text-warning-soft-foreground',
    wordClass: 'font-semibold',
  },
  scanned: { key: 'scanned', icon: CheckCircle2, row: '', wordClass: 'text-muted-foreground' },
  pending: { key: 'pending', icon: Circle, row: '', wordClass: 'text-muted-foreground' },
} as const satisfies Record<CheckpointOutcome, unknown>;

/**
 * A run's checkpoints, each with what happened there: missed ones highlighted in red, late and
 * out-of-order ones in amber with the time and who scanned; in words too, so print and colour
 * blindness lose nothing. `exceptionsOnly` lists only those three.
 */
export function RunCheckpoints({
  checkpoints,
  time,
  exceptionsOnly = false,
}: {
  checkpoints: readonly CheckpointLine[];
  /** How a scan's time is written (the marina's clock in the report, the summary's own style there). */
  time: (iso: string) => string;
  exceptionsOnly?: boolean;
}) {
  const { t } = useTranslation('tourReports');
  const shown = checkpoints
    .map((c, i) => ({ c, number: i + 1, result: checkpointOutcome(c) }))
    .filter(({ result }) => !exceptionsOnly || (result !== 'scanned' && result !== 'pending'));
  if (shown.length === 0) return null;
  return (
    <ol className="space-y-1" aria-label={t('checkpoints.label')}>
      {shown.map(({ c, number, result }) => {
        const look = RESULTS[result];
        const Icon = look.icon;
        return (
          <li
            key={c.position}
            data-testid="run-checkpoint"
            data-result={look.key}
            className={cn(
              'flex items-start gap-2 rounded-lg px-2 py-1.5 text-sm print:break-inside-avoid print:px-0 print:py-0.5',
              look.row,
            )}
          >
            <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 flex-1">
              <span className="font-medium text-foreground">
                {number}. {c.name}
              </span>{' '}
              <span className={cn('whitespace-nowrap', look.wordClass)}>{t(`checkpoints.${result}`)}</span>
              {c.scannedAt && (
                <span className="block text-muted-foreground tabular-nums">
                  {time(c.scannedAt)}
                  {c.scannedBy ? ` · ${c.scannedBy}` : ''}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
