import { useTranslation } from 'react-i18next';
import type { OccupancyCounts } from '#core/occupancy/occupancy.ts';
import { cn } from '#web/lib/cn.ts';

/** Present / not present / total, large and tabular. */
export function OccupancyCountsRow({ counts, className }: { counts: OccupancyCounts; className?: string }) {
  const { t } = useTranslation('occupancy');
  const cells = [
    { label: t('counts.present'), value: counts.present, tone: 'text-success' },
    { label: t('counts.notPresent'), value: counts.notPresent, tone: 'text-foreground' },
    { label: t('counts.total'), value: counts.total, tone: 'text-muted-foreground' },
  ];
  return (
    <dl className={cn('grid grid-cols-3 gap-2', className)} data-testid="occupancy-counts">
      {cells.map((cell) => (
        <div key={cell.label} className="rounded-xl bg-muted/70 px-2 py-1.5 text-center">
          <dt className="font-medium text-muted-foreground text-xs">{cell.label}</dt>
          <dd className={cn('font-bold text-2xl tabular-nums leading-tight', cell.tone)}>{cell.value}</dd>
        </div>
      ))}
    </dl>
  );
}
