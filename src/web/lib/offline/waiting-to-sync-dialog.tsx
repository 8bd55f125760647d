import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, type ConfirmDialogProps } from '#web/components/ui/confirm-dialog.tsx';
import { i18n } from '#web/lib/i18n/i18n.ts';

/** '1 entry is' / '3 entries are' saved on this phone and not yet sent. */
export const entriesWaiting = (count: number) => i18n.t('shell:offline.entriesWaiting', { count });

/**
 * The warning before a step that leaves entries waiting to sync (ending a shift, signing out):
 * 'Entries waiting to sync', what happens to them, Cancel and the screen's own way on.
 */
export function WaitingToSyncDialog(props: Omit<ConfirmDialogProps, 'title'> & { testId: string }) {
  const { t } = useTranslation('shell');
  return (
    <ConfirmDialog
      {...props}
      title={
        <span className="flex items-center gap-2">
          <CloudOff className="size-5 shrink-0 text-warning" aria-hidden="true" />
          {t('offline.waitingTitle')}
        </span>
      }
    />
  );
}
