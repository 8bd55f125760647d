import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UPlotChart } from '#web/components/charts/uplot-chart.tsx';
import { Segmented } from '#web/components/ui/segmented.tsx';
import type { ChartPeriod } from '#web/features/meters/lib/consumption-periods.ts';
import type { MeterChartData } from '#web/features/meters/lib/meter-chart-data.ts';
import { consumptionChart, readingsChart } from '../lib/chart-options.ts';
import { markText, periodOptions } from '../lib/chart-text.ts';
import { ChartTables } from './meter-chart-tables.tsx';

function Key({ colour, children }: { colour: string; children: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className={`inline-block size-2.5 rounded-full ${colour}`} aria-hidden="true" />
      {children}
    </span>
  );
}

/**
 * A meter's two charts (issue 18 item 3): readings over time and use per period, with the period
 * picker, a key, and the same data as tables for screen readers (the canvases are hidden from them).
 */
export function MeterCharts({
  data,
  period,
  onPeriodChange,
  unit,
  timeZone,
}: {
  data: MeterChartData;
  period: ChartPeriod;
  onPeriodChange: (period: ChartPeriod) => void;
  unit: string;
  timeZone: string;
}) {
  const { t } = useTranslation('meters');
  const readings = useMemo(() => readingsChart(data, unit, timeZone), [data, unit, timeZone]);
  const uses = useMemo(() => consumptionChart(data, unit, period), [data, unit, period]);
  const lower = data.readings.filter((m) => m.mark === 'lower').length;
  const spikes = data.periods.filter((p) => p.spike).length;

  return (
    <div className="space-y-3" data-testid="meter-charts">
      <Segmented
        label={t('chart.period')}
        value={period}
        onChange={onPeriodChange}
        options={periodOptions()}
      />
      {data.readings.length === 0 ? (
        <p className="py-4 text-center text-muted-foreground">{t('chart.noReadings')}</p>
      ) : (
        <>
          <h3 className="font-semibold text-sm">
            {t('chart.readings')}
            {unit ? ` (${unit})` : ''}
          </h3>
          <UPlotChart build={readings} height={170} testId="readings-chart" />
          <h3 className="font-semibold text-sm">
            {t(`chart.usePer.${period}`)}
            {unit ? ` (${unit})` : ''}
          </h3>
          <UPlotChart build={uses} height={150} testId="consumption-chart" />
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm" data-testid="chart-key">
            <Key colour="bg-destructive">{`${markText('lower')} (${lower})`}</Key>
            <Key colour="bg-warning">{`${markText('high')} (${spikes})`}</Key>
          </p>
          <ChartTables data={data} period={period} unit={unit} timeZone={timeZone} />
        </>
      )}
    </div>
  );
}
