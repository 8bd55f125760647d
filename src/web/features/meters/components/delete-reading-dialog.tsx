import { useTranslation } from 'react-i18next';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { readingUnitSymbol } from '#core/meters/meter-units.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { toastFailure } from '#web/lib/failure-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useDeleteMeterReading } from '../api/delete-meter-reading.ts';
import { ReadingFigure } from './reading-figure.tsx';
import { ReadingWhen } from './reading-when.tsx';

/** 'Delete Meter Reading' (spec 000 section 2): the question, the reading, Cancel and Delete. */
export function DeleteReadingDialog({
  reading,
  onClose,
}: {
  reading: MeterReading | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('meters');
  const remove = useDeleteMeterReading();

  async function confirm() {
    if (!reading || remove.isPending) return;
    try {
      await remove.mutateAsync({ guid: reading.guid, marinaId: reading.marinaId });
      toast({ title: t('delete.deleted'), variant: 'success' });
      onClose();
    } catch (e) {
      toastFailure(t('delete.error'), e, t('delete.failed'));
    }
  }

  return (
    <ConfirmDialog
      open={reading !== null}
      onClose={onClose}
      role="alertdialog"
      title={t('delete.title')}
      description={t('delete.question')}
      confirmLabel={t('delete.delete')}
      busy={remove.isPending}
      busyLabel={t('delete.deleting')}
      onConfirm={() => void confirm()}
    >
      {reading && (
        <div className="rounded-xl border border-border bg-muted/60 px-4 py-3">
          <p className="font-bold text-3xl tabular-nums leading-tight">
            <ReadingFigure
              value={reading.reading}
              unit={readingUnitSymbol(reading.unit)}
              valueTestId="delete-reading-value"
            />
          </p>
          <p className="mt-1 text-muted-foreground text-sm">
            {reading.location?.name && <span>{reading.location.name} · </span>}
            <ReadingWhen reading={reading} />
          </p>
        </div>
      )}
    </ConfirmDialog>
  );
}
