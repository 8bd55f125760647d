import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeterSeries } from '#core/meters/meter-reads-views.schema.ts';
import { readingUnitSymbol } from '#core/meters/meter-units.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import type { ChartPeriod } from '#web/features/meters/lib/consumption-periods.ts';
import { meterChartData, seriesReadings, spanOf } from '#web/features/meters/lib/meter-chart-data.ts';
import { meterTypeName } from '../lib/meter-text.ts';
import { MeterCharts } from './meter-charts.tsx';

interface Meter {
  key: string;
  label: string;
  series: MeterSeries;
}

/**
 * The summary's meters ('A-01L · Water'), by name. A meter read in two units (the marina changed
 * it) is two entries, each named with its unit ('A-01L · Water · gal'): its readings in two units
 * are never drawn on one axis (decision 0053).
 */
function metersOf(series: readonly MeterSeries[]): Meter[] {
  const meterKey = (s: MeterSeries) => `${s.locationId}|${s.meterType}`;
  const seen = new Map<string, number>();
  for (const s of series) seen.set(meterKey(s), (seen.get(meterKey(s)) ?? 0) + 1);
  return series
    .map((s) => ({
      key: `${meterKey(s)}|${s.unit}`,
      label: `${s.locationName} · ${meterTypeName(s.meterType)}${
        (seen.get(meterKey(s)) ?? 0) > 1 ? ` · ${readingUnitSymbol(s.unit)}` : ''
      }`,
      series: s,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true }));
}

/**
 * The charts of the meter reads history: one meter of the period at a time (a reading and a use
 * only mean something per meter), over the filters' dates, from the history's summary (the list
 * itself comes in pages).
 */
export function MeterReadsChart({
  meters: series,
  timeZone,
}: {
  meters: readonly MeterSeries[];
  timeZone: string;
}) {
  const { t } = useTranslation('meters');
  const meters = useMemo(() => metersOf(series), [series]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [period, setPeriod] = useState<ChartPeriod>('day');
  const meter = meters.find((m) => m.key === chosen) ?? meters[0];

  const data = useMemo(() => {
    if (!meter) return null;
    const own = seriesReadings(meter.series);
    const range = spanOf(own, period, timeZone);
    return range ? meterChartData(own, period, timeZone, range) : null;
  }, [meter, period, timeZone]);

  if (!meter) return null;
  return (
    <Card aria-labelledby="history-chart-title" data-testid="meter-reads-chart">
      <CardHeader>
        <CardTitle id="history-chart-title">{t('chart.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <NativeSelect
          aria-label={t('chart.meter')}
          value={meter.key}
          onChange={(e) => setChosen(e.target.value)}
          options={meters.map((m) => ({ value: m.key, label: m.label }))}
        />
        {data ? (
          <MeterCharts
            data={data}
            period={period}
            onPeriodChange={setPeriod}
            unit={readingUnitSymbol(meter.series.unit)}
            timeZone={timeZone}
          />
        ) : (
          <p className="py-4 text-center text-muted-foreground">{t('chart.noValue')}</p>
        )}
      </CardContent>
    </Card>
  );
}
