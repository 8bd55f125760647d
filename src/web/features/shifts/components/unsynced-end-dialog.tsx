import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { DialogClose } from '#web/components/ui/dialog.tsx';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { entriesWaiting, WaitingToSyncDialog } from '#web/lib/offline/waiting-to-sync-dialog.tsx';

export const unsyncedText = (count: number) =>
  i18n.t('shifts:endDialog.text', { count, waiting: entriesWaiting(count) });

/** End Shift with entries still waiting to sync (ADR 0021): a warning first, nothing is lost. */
export function UnsyncedEndDialog({
  count,
  open,
  onOpenChange,
  onConfirm,
}: {
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(['shifts', 'common']);
  return (
    <WaitingToSyncDialog
      open={open}
      onOpenChange={onOpenChange}
      description={unsyncedText(count)}
      testId="unsynced-end-dialog"
      actions={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('common:cancel')}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm}>
            {t('endDialog.endAnyway')}
          </Button>
        </>
      }
    />
  );
}
