import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { DialogClose } from '#web/components/ui/dialog.tsx';
import { signOut } from '#web/lib/offline/sign-out.ts';
import { syncOutbox } from '#web/lib/offline/sync.ts';
import { pendingWritesNow } from '#web/lib/offline/use-pending-writes.ts';
import { entriesWaiting, WaitingToSyncDialog } from '#web/lib/offline/waiting-to-sync-dialog.tsx';

export const unsyncedSignOutText = (count: number) =>
  `${entriesWaiting(count)} Sync now to send ${count === 1 ? 'it' : 'them'} first. If you sign out anyway, ${count === 1 ? 'it stays' : 'they stay'} on this phone and ${count === 1 ? 'is' : 'are'} sent when you sign in again.`;

/** Sign Out with entries still waiting to sync: never dropped silently (ADR 0023). */
export function SignOutDialog({
  count,
  open,
  onOpenChange,
}: {
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [syncing, setSyncing] = useState(false);
  const [failed, setFailed] = useState(false);
  async function syncThenSignOut() {
    setSyncing(true);
    setFailed(false);
    await syncOutbox().catch(() => undefined);
    setSyncing(false);
    if (pendingWritesNow().length === 0) await signOut();
    else setFailed(true);
  }
  return (
    <WaitingToSyncDialog
      open={open}
      onOpenChange={onOpenChange}
      description={unsyncedSignOutText(count)}
      testId="sign-out-dialog"
      actions={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="outline" onClick={() => void signOut()}>
            Sign Out Anyway
          </Button>
          <Button onClick={() => void syncThenSignOut()} disabled={syncing}>
            {syncing ? 'Syncing...' : 'Sync Now'}
          </Button>
        </>
      }
    >
      {failed && (
        <p role="alert" className="text-destructive text-sm">
          Could not send them: there is no connection to the server. Try again when you have signal.
        </p>
      )}
    </WaitingToSyncDialog>
  );
}
