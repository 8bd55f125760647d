import { CloudOff } from 'lucide-react';
import { useState } from 'react';
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
import { signOut } from '#web/lib/offline/sign-out.ts';
import { syncOutbox } from '#web/lib/offline/sync.ts';
import { pendingWritesNow } from '#web/lib/offline/use-pending-writes.ts';

export const unsyncedSignOutText = (count: number) =>
  `${count === 1 ? '1 entry is' : `${count} entries are`} saved on this phone and not yet sent. Sync now to send ${count === 1 ? 'it' : 'them'} first. If you sign out anyway, ${count === 1 ? 'it stays' : 'they stay'} on this phone and ${count === 1 ? 'is' : 'are'} sent when you sign in again.`;

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="sign-out-dialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CloudOff className="size-5 shrink-0 text-warning" aria-hidden="true" />
            Entries waiting to sync
          </DialogTitle>
          <DialogDescription>{unsyncedSignOutText(count)}</DialogDescription>
        </DialogHeader>
        {failed && (
          <p role="alert" className="text-destructive text-sm">
            Could not send them: there is no connection to the server. Try again when you have signal.
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="outline" onClick={() => void signOut()}>
            Sign Out Anyway
          </Button>
          <Button onClick={() => void syncThenSignOut()} disabled={syncing}>
            {syncing ? 'Syncing...' : 'Sync Now'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
