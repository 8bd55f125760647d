import { Button } from '#web/components/ui/button.tsx';
import { DialogClose } from '#web/components/ui/dialog.tsx';
import { entriesWaiting, WaitingToSyncDialog } from '#web/lib/offline/waiting-to-sync-dialog.tsx';

export const unsyncedText = (count: number) =>
  `${entriesWaiting(count)} End the shift anyway? They will still be sent when there is a connection.`;

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
    <WaitingToSyncDialog
      open={open}
      onOpenChange={onOpenChange}
      description={unsyncedText(count)}
      testId="unsynced-end-dialog"
      actions={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm}>
            End Shift Anyway
          </Button>
        </>
      }
    />
  );
}
