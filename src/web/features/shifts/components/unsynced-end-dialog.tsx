import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('shifts');
  return (
    <WaitingToSyncDialog
      open={open}
      onClose={() => onOpenChange(false)}
      description={unsyncedText(count)}
      testId="unsynced-end-dialog"
      confirmLabel={t('endDialog.endAnyway')}
      onConfirm={onConfirm}
    />
  );
}
