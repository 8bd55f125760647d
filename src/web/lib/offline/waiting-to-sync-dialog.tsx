import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';

/** '1 entry is' / '3 entries are' saved on this phone and not yet sent. */
export const entriesWaiting = (count: number) =>
  `${count === 1 ? '1 entry is' : `${count} entries are`} saved on this phone and not yet sent.`;

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid={testId}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CloudOff className="size-5 shrink-0 text-warning" aria-hidden="true" />
            Entries waiting to sync
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>{actions}</DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
