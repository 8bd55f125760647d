import { useTranslation } from 'react-i18next';
import type { ChartPeriod } from '#web/features/meters/lib/consumption-periods.ts';
import type { MeterChartData } from '#web/features/meters/lib/meter-chart-data.ts';
import { markText, periodText, readingWhenText } from '../lib/chart-text.ts';
import { readingWithUnitText } from '../lib/meter-text.ts';

/** The charts' data for screen readers: visually hidden tables, one per chart. */
export function ChartTables({
  data,
  period,
  unit,
  timeZone,
}: {
  data: MeterChartData;
  period: ChartPeriod;
  unit: string;
  timeZone: string;
}) {
  const { t } = useTranslation('meters');
  const usageText = (use: string | null) => (use === null ? t('row.noUse') : readingWithUnitText(use, unit));
  return (
    <div className="sr-only" data-testid="chart-tables">
      <table>
        <caption>{t('chart.readingsTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.dateTime')}</th>
            <th scope="col">{t('chart.reading')}</th>
            <th scope="col">{t('chart.useSincePrevious')}</th>
            <th scope="col">{t('chart.mark')}</th>
          </tr>
        </thead>
        <tbody>
          {data.readings.map((m) => (
            <tr key={m.reading.guid} data-testid="chart-reading-row">
              <td>{readingWhenText(m.reading.at, timeZone)}</td>
              <td>{readingWithUnitText(m.reading.reading, unit)}</td>
              <td>{usageText(m.use)}</td>
              <td>{m.mark ? markText(m.mark) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <caption>{t(`chart.usePer.${period}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.period')}</th>
            <th scope="col">{t('chart.use')}</th>
            <th scope="col">{t('chart.mark')}</th>
          </tr>
        </thead>
        <tbody>
          {data.periods.map((p) => (
            <tr key={p.start} data-testid="chart-period-row">
              <td>{periodText(p.start, period)}</td>
              <td>{usageText(p.use)}</td>
              <td>
                {[p.spike ? markText('high') : '', p.lower ? markText('lower') : '']
                  .filter(Boolean)
                  .join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
