import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartPeriod } from '#core/meters/consumption-periods.ts';
import { meterChartData, spanOf } from '#core/meters/meter-chart-data.ts';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { type MeterUnits, unitSymbolFor } from '#core/meters/meter-units.ts';
import { readingTime } from '#core/meters/record-rules.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { meterTypeName } from '../lib/meter-text.ts';
import { NativeSelect } from './form-controls.tsx';
import { MeterCharts } from './meter-charts.tsx';

interface Meter {
  key: string;
  label: string;
  meterType: string;
}

/** The meters of the listed readings ('A-01L · Water'), by name. */
function metersOf(readings: readonly MeterReading[]): Meter[] {
  const meters = new Map<string, Meter>();
  for (const r of readings) {
    if (!r.location) continue;
    const key = `${r.location.guid}|${r.meterType}`;
    if (!meters.has(key)) {
      meters.set(key, {
        key,
        label: `${r.location.name} · ${meterTypeName(r.meterType)}`,
        meterType: r.meterType,
      });
    }
  }
  return [...meters.values()].sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true }));
}

/**
 * The charts of the meter reads history: one meter of the listed readings at a time (a reading and
 * a use only mean something per meter), over the filters' dates.
 */
export function MeterReadsChart({
  readings,
  timeZone,
  units,
}: {
  readings: MeterReading[];
  timeZone: string;
  units: MeterUnits;
}) {
  const { t } = useTranslation('meters');
  const meters = useMemo(() => metersOf(readings), [readings]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [period, setPeriod] = useState<ChartPeriod>('day');
  const meter = meters.find((m) => m.key === chosen) ?? meters[0];

  const data = useMemo(() => {
    if (!meter) return null;
    const own = readings
      .filter((r) => `${r.location?.guid}|${r.meterType}` === meter.key)
      .map((r) => ({ guid: r.guid, reading: r.reading, at: readingTime(r) }));
    const range = spanOf(own, period, timeZone);
    return range ? meterChartData(own, period, timeZone, range) : null;
  }, [meter, readings, period, timeZone]);

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
        >
          {meters.map((m) => (
            <option key={m.key} value={m.key}>
              {m.label}
            </option>
          ))}
        </NativeSelect>
        {data ? (
          <MeterCharts
            data={data}
            period={period}
            onPeriodChange={setPeriod}
            unit={unitSymbolFor(units, meter.meterType)}
            timeZone={timeZone}
          />
        ) : (
          <p className="py-4 text-center text-muted-foreground">{t('chart.noValue')}</p>
        )}
      </CardContent>
    </Card>
  );
}
