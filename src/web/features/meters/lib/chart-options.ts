import type uPlot from 'uplot';
import type { ChartBuilder, ChartColours } from '#web/components/charts/uplot-chart.tsx';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { axisDate, axisNumbers, markText, periodTick } from './chart-text.ts';
import type { ChartPeriod } from './consumption-periods.ts';
import type { MeterChartData } from './meter-chart-data.ts';

const FONT = '12px system-ui, sans-serif';
const DAY_S = 86_400;

function axes(colours: ChartColours, unit: string, x: uPlot.Axis): uPlot.Axis[] {
  const common = {
    stroke: colours.muted,
    font: FONT,
    labelFont: FONT,
    grid: { stroke: colours.border, width: 1 },
  };
  return [
    { ...common, ...x, ticks: { show: false } },
    {
      ...common,
      label: unit || undefined,
      labelSize: unit ? 16 : 0,
      size: 50,
      ticks: { show: false },
      values: (_u, splits) => axisNumbers(splits),
    },
  ];
}

/** A series drawn only as dots: the marked readings or periods. */
const marks = (label: string, colour: string, surface: string): uPlot.Series => ({
  label,
  stroke: colour,
  paths: () => null,
  points: { show: true, size: 11, width: 2, stroke: surface, fill: colour },
});

const number = (value: string | null) => (value === null ? null : Number(value));

/** Readings over time: the line, with lower-than-previous readings red and spikes amber. */
export function readingsChart(data: MeterChartData, unit: string, timeZone: string): ChartBuilder {
  return (lib, _size, colours) => {
    const rows = data.readings;
    const xs = rows.map((m) => Date.parse(m.reading.at) / 1000);
    const values = rows.map((m) => number(m.reading.reading));
    const from = data.window.from / 1000;
    const to = data.window.to / 1000;
    const span = to - from;
    return {
      options: {
        tzDate: (ts) => lib.tzDate(new Date(ts * 1000), timeZone),
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        // The whole window, not just the readings: a lone reading sits where it belongs.
        scales: { x: { time: true, range: () => [from, to] } },
        series: [
          {},
          {
            label: i18n.t('meters:chart.reading'),
            stroke: colours.primary,
            width: 2,
            points: { show: true, size: 5, fill: colours.primary },
          },
          marks(markText('lower'), colours.destructive, colours.surface),
          marks(markText('high'), colours.warning, colours.surface),
        ],
        axes: axes(colours, unit, {
          space: 56,
          values: (_u, splits) => splits.map((s) => axisDate(s, timeZone, span < 2 * DAY_S)),
        }),
      },
      data: [
        xs,
        values,
        rows.map((m, i) => (m.mark === 'lower' ? (values[i] ?? null) : null)),
        rows.map((m, i) => (m.mark === 'high' ? (values[i] ?? null) : null)),
      ],
    };
  };
}

/** Use per period as bars: spikes amber, a period with a lower-than-previous reading dotted red. */
export function consumptionChart(data: MeterChartData, unit: string, period: ChartPeriod): ChartBuilder {
  return (lib, _size, colours) => {
    const periods = data.periods;
    const xs = periods.map((_, i) => i);
    const bars = lib.paths.bars?.({ size: [0.7, 36], radius: 0.2 });
    return {
      options: {
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: false, range: () => [-0.5, Math.max(periods.length - 0.5, 0.5)] },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        series: [
          {},
          {
            label: i18n.t('meters:chart.use'),
            fill: colours.primary,
            stroke: colours.primary,
            paths: bars,
            points: { show: false },
          },
          {
            label: markText('high'),
            fill: colours.warning,
            stroke: colours.warning,
            paths: bars,
            points: { show: false },
          },
          marks(markText('lower'), colours.destructive, colours.surface),
        ],
        axes: axes(colours, unit, {
          space: 44,
          incrs: [1, 2, 3, 4, 6, 7, 12, 14, 30],
          values: (_u, splits) =>
            splits.map((s) => {
              const p = Number.isInteger(s) ? periods[s] : undefined;
              return p ? periodTick(p.start, period) : '';
            }),
        }),
      },
      data: [
        xs,
        periods.map((p) => (p.spike ? null : number(p.use))),
        periods.map((p) => (p.spike ? number(p.use) : null)),
        periods.map((p) => (p.lower ? (number(p.use) ?? 0) : null)),
      ],
    };
  };
}
