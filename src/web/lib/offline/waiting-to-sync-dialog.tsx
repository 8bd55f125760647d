import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { i18n } from '#web/lib/i18n/i18n.ts';

/** '1 entry is' / '3 entries are' saved on this phone and not yet sent. */
export const entriesWaiting = (count: number) => i18n.t('shell:offline.entriesWaiting', { count });

/**
 * The warning before a step that leaves entries waiting to sync (ending a shift, signing out):
 * 'Entries waiting to sync', what happens to them, then the screen's own buttons.
 */
export function WaitingToSyncDialog({
  open,
  onOpenChange,
  description,
  testId,
  children,
  actions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description: string;
  testId: string;
  children?: ReactNode;
  actions: ReactNode;
}) {
  const { t } = useTranslation('shell');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid={testId}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CloudOff className="size-5 shrink-0 text-warning" aria-hidden="true" />
            {t('offline.waitingTitle')}
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>{actions}</DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
