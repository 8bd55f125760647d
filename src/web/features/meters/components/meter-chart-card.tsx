import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readingUnitSymbol } from '#core/meters/meter-units.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ListError, ListSkeleton } from '#web/components/ui/list-states.tsx';
import {
  type ChartPeriod,
  chartStartDay,
  periodOfInstant,
  shiftPeriod,
} from '#web/features/meters/lib/consumption-periods.ts';
import { meterChartData, seriesReadings } from '#web/features/meters/lib/meter-chart-data.ts';
import { useMeterReadsSummary } from '../api/get-meter-reads.ts';
import { MeterCharts } from './meter-charts.tsx';

/**
 * The charts of one meter on its record screen: the last 30 days, 12 weeks or 12 months. One fetch
 * of the meter reads summary covers every period (a year and a month: the month before the first
 * tells its first use), only times and values (decision 0046).
 */
export function MeterChartCard({
  marinaId,
  timeZone,
  locationGuid,
  meterType,
  unit,
}: {
  marinaId: string;
  timeZone: string;
  locationGuid: string;
  meterType: string;
  unit: string;
}) {
  const { t } = useTranslation('meters');
  const [period, setPeriod] = useState<ChartPeriod>('day');
  const [now] = useState(() => new Date());
  const from = shiftPeriod(chartStartDay(now, 'month', timeZone), 'month', -1);
  const reads = useMeterReadsSummary({
    marinaId,
    startDate: from,
    endDate: undefined,
    meterType,
    parentLocationId: locationGuid,
  });

  const data = useMemo(() => {
    // The subtree of a location holds its children too: this meter is the location's own.
    // Only the readings in the meter's unit today (decision 0053): those in an earlier unit do
    // not share its axis, and the card says they are left out.
    const mine = (reads.data?.meters ?? []).filter(
      (m) => m.locationId === locationGuid && m.meterType === meterType,
    );
    const series = mine.find((m) => readingUnitSymbol(m.unit) === unit);
    const own = series ? seriesReadings(series) : [];
    const range = {
      firstStart: chartStartDay(now, period, timeZone),
      lastStart: periodOfInstant(now, period, timeZone),
    };
    const otherUnits = mine.filter((m) => m !== series).map((m) => readingUnitSymbol(m.unit));
    return { chart: meterChartData(own, period, timeZone, range), otherUnits };
  }, [reads.data, locationGuid, meterType, period, timeZone, now, unit]);

  return (
    <Card aria-labelledby="meter-chart-title" data-testid="meter-chart-card">
      <CardHeader>
        <CardTitle id="meter-chart-title">{t('chart.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {reads.isPending ? (
          <ListSkeleton rows={2} className="h-32" label={t('chart.loading')} />
        ) : reads.isError ? (
          <ListError title={t('chart.failed')} onRetry={() => void reads.refetch()} />
        ) : (
          <>
            {data.otherUnits.length > 0 && (
              <p className="mb-3 text-muted-foreground text-sm" data-testid="chart-other-units">
                {t('chart.otherUnits', { units: data.otherUnits.join(', '), unit })}
              </p>
            )}
            <MeterCharts
              data={data.chart}
              period={period}
              onPeriodChange={setPeriod}
              unit={unit}
              timeZone={timeZone}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
