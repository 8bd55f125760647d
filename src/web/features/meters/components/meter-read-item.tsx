import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatShortDate, formatShortTime } from '#core/meters/meter-dates.ts';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { readingTime } from '#core/meters/record-rules.ts';
import { cn } from '#web/lib/cn.ts';
import { meterTypeName } from '../lib/meter-text.ts';
import { ConsumptionText } from './consumption-text.tsx';
import { ReadingFigure } from './reading-figure.tsx';
import { PhotoLink, ReadingActions, type ReadingChanges } from './reading-row-parts.tsx';

export interface ReadingRowProps {
  reading: MeterReading;
  /** The symbol of the unit of this reading's meter ('m³'). */
  unit: string;
  showType: boolean;
  changes: ReadingChanges;
}

export function LocationLink({ reading }: { reading: MeterReading }) {
  const { t } = useTranslation('meters');
  if (!reading.location) return <span className="text-muted-foreground">{t('row.unknownLocation')}</span>;
  return (
    <Link
      href={`/location/${reading.location.guid}`}
      className="font-semibold text-primary underline-offset-2 hover:underline"
    >
      {reading.location.name}
    </Link>
  );
}

export function TypeChip({ type }: { type: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-muted px-2 py-0.5 font-semibold text-muted-foreground text-xs">
      {meterTypeName(type)}
    </span>
  );
}

/** Where a reading was taken (a link) and, in a list of several meter types, its type. */
function ReadingPlace({
  reading,
  showType,
  className,
  linkClassName,
}: {
  reading: MeterReading;
  showType: boolean;
  className?: string;
  linkClassName: string;
}) {
  return (
    <span className={cn('flex min-w-0 items-center gap-2', className)}>
      <span className={cn(linkClassName, 'truncate')}>
        <LocationLink reading={reading} />
      </span>
      {showType && <TypeChip type={reading.meterType} />}
    </span>
  );
}

/** One reading on a phone: a compact card, the reading large, the actions under the thumb. */
export function MeterReadItem({ reading, unit, showType, changes }: ReadingRowProps) {
  const at = new Date(readingTime(reading));
  return (
    <li className="rounded-xl border border-border bg-surface px-3 py-2.5" data-testid="meter-read-row">
      <div className="flex items-baseline justify-between gap-2">
        <ReadingPlace reading={reading} showType={showType} linkClassName="min-h-6" />
        <time dateTime={at.toISOString()} className="shrink-0 text-muted-foreground text-sm tabular-nums">
          {formatShortDate(at)} {formatShortTime(at)}
        </time>
      </div>
      <div className="mt-1 flex items-center justify-between gap-2">
        <p className="min-w-0">
          <span className="break-all font-bold text-2xl tabular-nums leading-tight">
            <ReadingFigure value={reading.reading} unit={unit} />
          </span>{' '}
          <ConsumptionText
            value={reading.consumption}
            unitChanged={reading.unitChanged}
            unit={unit}
            className="whitespace-nowrap text-sm"
          />
        </p>
        <div className="-mr-1.5 flex shrink-0 items-center">
          <PhotoLink reading={reading} quiet />
          <ReadingActions {...changes} />
        </div>
      </div>
      {reading.notes && (
        <p className="mt-1 whitespace-pre-wrap break-words text-muted-foreground text-sm">{reading.notes}</p>
      )}
    </li>
  );
}

/** One reading on a wide screen: a table row. */
export function MeterReadRow({ reading, unit, showType, changes }: ReadingRowProps) {
  const at = new Date(readingTime(reading));
  return (
    <tr className="border-border border-t" data-testid="meter-read-row">
      <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatShortDate(at)}</td>
      <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatShortTime(at)}</td>
      <td className="px-3 py-2">
        <ReadingPlace
          reading={reading}
          showType={showType}
          className="whitespace-nowrap"
          linkClassName="min-w-0"
        />
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-right font-bold text-lg tabular-nums">
        <ReadingFigure value={reading.reading} unit={unit} />
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-right">
        <ConsumptionText
          value={reading.consumption}
          unitChanged={reading.unitChanged}
          unit={unit}
          placeholder
        />
      </td>
      <td className="px-1 py-1 text-center">
        <PhotoLink reading={reading} quiet />
      </td>
      <td className="px-3 py-2 text-muted-foreground text-sm">
        <span className="line-clamp-2 break-words">{reading.notes}</span>
      </td>
      <td className="px-1 py-1">
        <ReadingActions {...changes} />
      </td>
    </tr>
  );
}
