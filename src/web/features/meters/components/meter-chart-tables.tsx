import type { ChartPeriod } from '#core/meters/consumption-periods.ts';
import type { MeterChartData } from '#core/meters/meter-chart-data.ts';
import { formatReadingWithUnit } from '#core/meters/reading-format.ts';
import { MARK_TEXT, periodText, readingWhenText } from '../lib/chart-text.ts';

const usageText = (use: string | null, unit: string) =>
  use === null ? 'No use figure' : formatReadingWithUnit(use, unit);

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
  return (
    <div className="sr-only" data-testid="chart-tables">
      <table>
        <caption>Readings over time</caption>
        <thead>
          <tr>
            <th scope="col">Date &amp; Time</th>
            <th scope="col">Reading</th>
            <th scope="col">Use since previous</th>
            <th scope="col">Mark</th>
          </tr>
        </thead>
        <tbody>
          {data.readings.map((m) => (
            <tr key={m.reading.guid} data-testid="chart-reading-row">
              <td>{readingWhenText(m.reading.at, timeZone)}</td>
              <td>{formatReadingWithUnit(m.reading.reading, unit)}</td>
              <td>{usageText(m.use, unit)}</td>
              <td>{m.mark ? MARK_TEXT[m.mark] : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <caption>Use per {period}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">Use</th>
            <th scope="col">Mark</th>
          </tr>
        </thead>
        <tbody>
          {data.periods.map((p) => (
            <tr key={p.start} data-testid="chart-period-row">
              <td>{periodText(p.start, period)}</td>
              <td>{usageText(p.use, unit)}</td>
              <td>
                {[p.spike ? MARK_TEXT.high : '', p.lower ? MARK_TEXT.lower : ''].filter(Boolean).join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
