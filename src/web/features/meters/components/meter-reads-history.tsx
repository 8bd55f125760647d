import { useTranslation } from 'react-i18next';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { readingUnitSymbol } from '#core/meters/meter-units.ts';
import { Card } from '#web/components/ui/card.tsx';
import { ColumnHeadings } from '#web/components/ui/column-headings.tsx';
import { groupByParent } from '#web/features/meters/lib/meter-reads-groups.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { useReadingChanges } from '../hooks/use-reading-changes.tsx';
import { useWideScreen } from '../hooks/use-wide-screen.ts';
import { MeterReadItem, MeterReadRow, type ReadingRowProps } from './meter-read-item.tsx';

const countText = (count: number) => i18n.t('meters:reads.count', { count });
/** A group's heading: its readings of the whole period, and how many are on screen while more are to come. */
const groupCountText = (shown: number, count: number) =>
  shown < count ? i18n.t('meters:reads.countShown', { shown, count }) : countText(count);

/**
 * The history grouped by parent location, each group a table (cards on a phone), with edit and
 * delete. The list comes in pages (decision 0046): a heading counts its group's readings of the
 * whole period (`groupCounts`, by parent guid, '' for none) and, while some are still to come, how
 * many of them are shown.
 */
export function MeterReadsHistory({
  readings,
  groupCounts,
  showType,
}: {
  readings: MeterReading[];
  groupCounts: ReadonlyMap<string, number> | undefined;
  showType: boolean;
}) {
  const { t } = useTranslation('meters');
  const wide = useWideScreen();
  const { changesOf, dialogs } = useReadingChanges();
  const groups = groupByParent(readings);

  const rowProps = (reading: MeterReading): ReadingRowProps => ({
    reading,
    // Each reading in the unit it was recorded in (decision 0053), not the marina's current one.
    unit: readingUnitSymbol(reading.unit),
    showType,
    changes: changesOf(reading),
  });

  return (
    <>
      {groups.map((group) => (
        <section
          key={group.guid ?? 'none'}
          aria-labelledby={`group-${group.guid ?? 'none'}`}
          className="space-y-2"
          data-testid="meter-read-group"
        >
          <h2
            id={`group-${group.guid ?? 'none'}`}
            className="flex items-baseline justify-between gap-3 px-1 pt-2"
          >
            <span className="font-bold text-lg">{group.name}</span>
            <span className="text-muted-foreground text-sm">
              {groupCountText(
                group.readings.length,
                groupCounts?.get(group.guid ?? '') ?? group.readings.length,
              )}
            </span>
          </h2>
          {wide ? (
            <Card className="overflow-x-auto">
              <table className="w-full min-w-[44rem] table-fixed text-left">
                <thead className="text-muted-foreground text-xs uppercase tracking-wide">
                  <tr>
                    <ColumnHeadings
                      className="font-semibold"
                      columns={[
                        { heading: t('reads.date'), className: 'w-24 px-3 py-2' },
                        { heading: t('reads.time'), className: 'w-20 px-3 py-2' },
                        { heading: t('reads.location'), className: 'w-44 px-3 py-2' },
                        { heading: t('reads.reading'), className: 'w-40 px-3 py-2 text-right' },
                        { heading: t('reads.use'), className: 'w-28 px-3 py-2 text-right' },
                        { heading: t('reads.photo'), className: 'w-16 px-1 py-2 text-center' },
                        { heading: t('reads.notes'), className: 'px-3 py-2' },
                        { heading: t('reads.actions'), className: 'w-28 px-1 py-2 text-right' },
                      ]}
                    />
                  </tr>
                </thead>
                <tbody>
                  {group.readings.map((reading) => (
                    <MeterReadRow key={reading.guid} {...rowProps(reading)} />
                  ))}
                </tbody>
              </table>
            </Card>
          ) : (
            <ul className="space-y-2">
              {group.readings.map((reading) => (
                <MeterReadItem key={reading.guid} {...rowProps(reading)} />
              ))}
            </ul>
          )}
        </section>
      ))}
      {dialogs}
    </>
  );
}

export { countText as readingCountText };
