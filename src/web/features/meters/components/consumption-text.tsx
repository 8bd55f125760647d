import { useTranslation } from 'react-i18next';
import { toThousandths } from '#core/meters/consumption.ts';
import { formatReading } from '#core/meters/reading-format.ts';
import { UnitSuffix } from '#web/components/unit-suffix.tsx';
import { cn } from '#web/lib/cn.ts';

/**
 * The use since the previous reading of the same meter: '+52.25', red when negative (a lower
 * reading than before), a dash (or nothing) when unknown, 'New unit: no use' after a unit change
 * (decision 0053); with the meter's unit when given.
 */
export function ConsumptionText({
  value,
  className,
  placeholder = false,
  unit = '',
  unitChanged = false,
}: {
  value: string | null;
  /** The previous reading was in another unit: no use is computed, and the line says so. */
  unitChanged?: boolean;
  className?: string;
  /** The unit's symbol ('m³'). */
  unit?: string;
  /** Show a dash when there is no figure (a table column); otherwise nothing. */
  placeholder?: boolean;
}) {
  const { t } = useTranslation('meters');
  const thousandths = toThousandths(value);
  if (thousandths === null) {
    if (unitChanged) {
      return <span className={cn('text-muted-foreground', className)}>{t('row.unitChanged')}</span>;
    }
    if (!placeholder) return null;
    return (
      <span className={cn('text-muted-foreground', className)}>
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t('row.noUse')}</span>
      </span>
    );
  }
  const shown = formatReading(value);
  return (
    <span
      className={cn(
        'tabular-nums',
        thousandths < 0n ? 'font-semibold text-destructive' : 'text-success',
        className,
      )}
    >
      <span className="sr-only">{t('row.useSincePrevious')} </span>
      <span>{thousandths > 0n ? `+${shown}` : shown}</span>
      <UnitSuffix symbol={unit} className="text-[0.85em] text-inherit" />
    </span>
  );
}
