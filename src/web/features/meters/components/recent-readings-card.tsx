import { History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeterType } from '#core/meters/meter-constants.ts';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { readingUnitSymbol } from '#core/meters/meter-units.ts';
import { mayChangeReading } from '#core/meters/record-rules.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useAuthUser } from '#web/features/auth/index.ts';
import { ConsumptionText } from './consumption-text.tsx';
import { DeleteReadingDialog } from './delete-reading-dialog.tsx';
import { EditReadingDialog } from './edit-reading-dialog.tsx';
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
  const { user } = useAuthUser();
  const [editing, setEditing] = useState<MeterReading | null>(null);
  const [deleting, setDeleting] = useState<MeterReading | null>(null);

  return (
    <Card aria-labelledby="recent-readings-title" data-testid="recent-readings">
      <CardHeader>
        <CardTitle id="recent-readings-title">{t('recent.title')}</CardTitle>
      </CardHeader>
      {readings.length === 0 ? (
        <CardContent className="flex flex-col items-center py-8 text-center">
          <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <History className="size-6" aria-hidden="true" />
          </span>
          <p className="font-semibold">{t(`recent.empty.${meterType}`)}</p>
          <p className="mt-1 text-muted-foreground">{t('recent.emptyHelp')}</p>
        </CardContent>
      ) : (
        <div className="pt-2 pb-1">
          <table className="w-full table-fixed border-collapse text-left">
            <thead>
              <tr className="border-border border-y bg-muted/50 text-muted-foreground text-xs uppercase tracking-wide">
                <th scope="col" className="w-[4.75rem] py-2 pr-1 pl-3 font-semibold">
                  {t('recent.dateTime')}
                </th>
                <th scope="col" className="px-2 py-2 font-semibold">
                  {t('recent.reading')}
                </th>
                <th scope="col" className="w-12 px-0.5 py-2 text-center font-semibold">
                  {t('recent.photo')}
                </th>
                <th scope="col" className="w-[6.25rem] py-2 pr-2 pl-1 text-right font-semibold">
                  {t('recent.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {readings.map((reading) => {
                const mayChange = mayChangeReading(user, reading);
                return (
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
                      <ReadingActions
                        canEdit={mayChange || reading.reading === null}
                        canDelete={mayChange}
                        onEdit={() => setEditing(reading)}
                        onDelete={() => setDeleting(reading)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <EditReadingDialog reading={editing} onClose={() => setEditing(null)} />
      <DeleteReadingDialog reading={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
