import { useTranslation } from 'react-i18next';
import type { TourExceptionReport } from '#core/tours/tour-exceptions.schema.ts';
import { Card } from '#web/components/ui/card.tsx';
import { minutesText } from '#web/features/tours/runs/minutes-text.ts';
import { cn } from '#web/lib/cn.ts';

type Row = Pick<
  TourExceptionReport['guards'][number],
  'runs' | 'incomplete' | 'missed' | 'late' | 'outOfOrder' | 'minutesBetweenScans'
> & { key: string; name: string };

const num = 'px-2 py-2 text-right align-top tabular-nums print:py-0.5';
const bad = (n: number) => (n > 0 ? 'font-bold text-destructive' : '');

/** A column's heading; shortened to fit a phone, its full name is the abbreviation's title. */
function Heading({ short, full }: { short: string; full: string }) {
  return short === full ? (
    short
  ) : (
    <abbr title={full} className="no-underline">
      {short}
    </abbr>
  );
}

/**
 * Per tour or per guard: runs, missed, late and out-of-order checkpoints, and under the name how
 * many runs did not complete and the minutes between scans (average, shortest–longest). Five
 * columns: it fits a phone without scrolling sideways.
 */
export function FiguresTable({
  title,
  nameHeading,
  rows,
  testId,
}: {
  title: string;
  nameHeading: string;
  rows: readonly Row[];
  testId: string;
}) {
  const { t } = useTranslation('tourReports');
  const id = `${testId}-title`;
  return (
    <Card className="overflow-hidden print:break-inside-avoid print:overflow-visible" aria-labelledby={id}>
      <h2
        id={id}
        className="px-4 pt-4 pb-2 font-bold text-lg print:px-0 print:pt-2 print:pb-1 print:text-base"
      >
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="px-4 pb-4 text-muted-foreground print:px-0">{t('table.none')}</p>
      ) : (
        <table className="w-full border-collapse text-sm" data-testid={testId}>
          <thead>
            <tr className="border-border border-b text-left text-muted-foreground">
              <th scope="col" className="w-1/2 py-2 pr-2 pl-4 font-semibold print:pl-0">
                {nameHeading}
              </th>
              <th scope="col" className={cn(num, 'font-semibold')}>
                <Heading short={t('table.runs')} full={t('table.runsFull')} />
              </th>
              <th scope="col" className={cn(num, 'font-semibold')}>
                <Heading short={t('table.missed')} full={t('table.missedFull')} />
              </th>
              <th scope="col" className={cn(num, 'font-semibold')}>
                <Heading short={t('table.late')} full={t('table.lateFull')} />
              </th>
              <th scope="col" className={cn(num, 'pr-4 font-semibold print:pr-0')}>
                <Heading short={t('table.order')} full={t('table.outOfOrder')} />
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => {
              const m = row.minutesBetweenScans;
              return (
                <tr key={row.key} data-name={row.name}>
                  <th scope="row" className="py-2 pr-2 pl-4 text-left align-top print:py-0.5 print:pl-0">
                    <span className="block break-words font-semibold">{row.name}</span>
                    <span className="block font-normal text-muted-foreground text-xs tabular-nums">
                      {row.incomplete > 0 && (
                        <span className="font-semibold text-destructive">
                          {t('table.notDone', { count: row.incomplete })}
                          {' · '}
                        </span>
                      )}
                      {m
                        ? t('table.minutes', {
                            average: minutesText(m.average),
                            shortest: minutesText(m.shortest),
                            longest: minutesText(m.longest),
                          })
                        : t('table.noMinutes')}
                    </span>
                  </th>
                  <td className={num}>{row.runs}</td>
                  <td className={cn(num, bad(row.missed))}>{row.missed}</td>
                  <td className={num}>{row.late}</td>
                  <td className={cn(num, 'pr-4 print:pr-0')}>{row.outOfOrder}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Card>
  );
}
