import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MeterType } from '#core/meters/meter-constants.ts';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { readingUnitSymbol } from '#core/meters/meter-units.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ColumnHeadings } from '#web/components/ui/column-headings.tsx';
import { IconBadge } from '#web/components/ui/icon-badge.tsx';
import { useReadingChanges } from '../hooks/use-reading-changes.tsx';
import { ConsumptionText } from './consumption-text.tsx';
import { ReadingFigure } from './reading-figure.tsx';
import { PhotoLink, ReadingActions } from './reading-row-parts.tsx';
import { ReadingWhen } from './reading-when.tsx';

/**
 * 'Recent Readings (Last 12)' of this meter, with edit and delete (spec 000 section 2); each in the
 * unit it was recorded in (decision 0053).
 */
export function RecentReadingsCard({
  readings,
  meterType,
}: {
  readings: MeterReading[];
  meterType: MeterType;
}) {
  const { t } = useTranslation('meters');
  const { changesOf, dialogs } = useReadingChanges();

  return (
    <Card aria-labelledby="recent-readings-title" data-testid="recent-readings">
      <CardHeader>
        <CardTitle id="recent-readings-title">{t('recent.title')}</CardTitle>
      </CardHeader>
      {readings.length === 0 ? (
        <CardContent className="flex flex-col items-center py-8 text-center">
          <IconBadge icon={History} className="mb-3" />
          <p className="font-semibold">{t(`recent.empty.${meterType}`)}</p>
          <p className="mt-1 text-muted-foreground">{t('recent.emptyHelp')}</p>
        </CardContent>
      ) : (
        <div className="pt-2 pb-1">
          <table className="w-full table-fixed border-collapse text-left">
            <thead>
              <tr className="border-border border-y bg-muted/50 text-muted-foreground text-xs uppercase tracking-wide">
                <ColumnHeadings
                  className="font-semibold"
                  columns={[
                    { heading: t('recent.dateTime'), className: 'w-[4.75rem] py-2 pr-1 pl-3' },
                    { heading: t('recent.reading'), className: 'px-2 py-2' },
                    { heading: t('recent.photo'), className: 'w-12 px-0.5 py-2 text-center' },
                    { heading: t('recent.actions'), className: 'w-[6.25rem] py-2 pr-2 pl-1 text-right' },
                  ]}
                />
              </tr>
            </thead>
            <tbody>
              {readings.map((reading) => (
                <tr
                  key={reading.guid}
                  className="border-border border-b last:border-b-0"
                  data-testid="reading-row"
                >
                  <td className="py-2 pr-1 pl-3 align-middle text-muted-foreground text-sm leading-snug">
                    <ReadingWhen reading={reading} stacked />
                  </td>
                  <td className="px-2 py-2 align-middle">
                    <p className="break-words font-bold text-lg tabular-nums leading-tight min-[380px]:text-xl">
                      <ReadingFigure value={reading.reading} unit={readingUnitSymbol(reading.unit)} />
                    </p>
                    <ConsumptionText
                      value={reading.consumption}
                      unitChanged={reading.unitChanged}
                      unit={readingUnitSymbol(reading.unit)}
                      className="text-sm"
                    />
                    {reading.warning && (
                      <p className="mt-0.5 text-warning text-xs leading-snug" title={reading.warning}>
                        {t('recent.unusual')}
                      </p>
                    )}
                  </td>
                  <td className="px-0.5 py-2 text-center align-middle">
                    <PhotoLink reading={reading} />
                  </td>
                  <td className="py-2 pr-2 pl-1 align-middle">
                    <ReadingActions {...changesOf(reading)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialogs}
    </Card>
  );
}
