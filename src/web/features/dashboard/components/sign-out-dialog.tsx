import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { signOut } from '#web/lib/offline/sign-out.ts';
import { syncOutbox } from '#web/lib/offline/sync.ts';
import { pendingWritesNow } from '#web/lib/offline/use-pending-writes.ts';
import { entriesWaiting, WaitingToSyncDialog } from '#web/lib/offline/waiting-to-sync-dialog.tsx';

export const unsyncedSignOutText = (count: number) =>
  i18n.t('dashboard:signOut.unsynced', { count, waiting: entriesWaiting(count) });

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
  const { t } = useTranslation('dashboard');
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
      onClose={() => onOpenChange(false)}
      description={unsyncedSignOutText(count)}
      testId="sign-out-dialog"
      otherAction={
        <Button variant="outline" onClick={() => void signOut()}>
          {t('signOut.anyway')}
        </Button>
      }
      confirmLabel={syncing ? t('signOut.syncing') : t('signOut.syncNow')}
      confirmVariant="primary"
      // Not busy: Cancel and signing out anyway stay open while the sync runs.
      confirmDisabled={syncing}
      onConfirm={() => void syncThenSignOut()}
    >
      {failed && (
        <p role="alert" className="text-destructive text-sm">
          {t('signOut.noConnection')}
        </p>
      )}
    </WaitingToSyncDialog>
  );
}
