import { CloudOff } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';

export const unsyncedText = (count: number) =>
  `${count === 1 ? '1 entry is' : `${count} entries are`} saved on this phone and not yet sent. End the shift anyway? They will still be sent when there is a connection.`;

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="unsynced-end-dialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CloudOff className="size-5 shrink-0 text-warning" aria-hidden="true" />
            Entries waiting to sync
          </DialogTitle>
          <DialogDescription>{unsyncedText(count)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm}>
            End Shift Anyway
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
