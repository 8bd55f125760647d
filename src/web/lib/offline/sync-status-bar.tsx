import { CloudOff, ImageOff, RefreshCw, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeOfDay } from '#core/common/date-format.ts';
import { useOfflineDataTime } from './query-persist.ts';
import { useOnline, useOutbox, useSavingOnline, useSyncState } from './use-outbox.ts';

const OutboxDialog = lazy(() => import('./outbox-dialog.tsx').then((m) => ({ default: m.OutboxDialog })));

/**
 * The offline strip (ADR 0021): 'Offline — showing data from 9:02 PM' (the user's clock style), 'N waiting to sync', entries
 * the server refused, and those that arrived without a photo it refused; tapping it lists every
 * entry still on the phone.
 */
export function SyncStatusBar() {
  const { t } = useTranslation('shell');
  const online = useOnline();
  const saving = useSavingOnline();
  // An entry being saved online shows on its own screen (a spinner, then a toast); it joins the
  // strip only once it is left waiting (its send failed).
  const entries = useOutbox().filter((entry) => !saving.has(entry.guid));
  const sync = useSyncState();
  const dataTime = useOfflineDataTime();
  const [open, setOpen] = useState(false);
  // The dialog's chunk is fetched on the first tap, then it stays mounted (its closing animation).
  const [opened, setOpened] = useState(false);
  const waiting = entries.filter((entry) => entry.status === 'pending').length;
  const refused = entries.filter((entry) => entry.status === 'refused').length;
  // Arrived without a photo the server refused: on the server, so not counted as not accepted,
  // but noted until the guard dismisses it in the list.
  const partly = entries.filter((entry) => entry.status === 'arrived-partly').length;
  if (online && entries.length === 0) return null;

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="sync-status"
        className="sticky top-0 z-40 flex min-h-11 w-full flex-wrap items-center gap-x-3 gap-y-1 bg-warning-soft px-4 py-2 text-left text-foreground text-sm"
      >
        {!online && (
          <span className="flex items-center gap-1.5 font-semibold" data-testid="offline-indicator">
            <CloudOff className="size-4" aria-hidden="true" />
            {dataTime
              ? t('offline.offlineSince', { time: timeOfDay(new Date(dataTime)) })
              : t('offline.offline')}
          </span>
        )}
        {waiting > 0 && (
          <span className="flex items-center gap-1.5" data-testid="sync-badge">
            <RefreshCw className={sync === 'sending' ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
            {sync === 'signed-out'
              ? t('offline.waitingSignedOut', { count: waiting })
              : t('offline.waiting', { count: waiting })}
          </span>
        )}
        {refused > 0 && (
          <span className="flex items-center gap-1.5 font-semibold text-destructive">
            <TriangleAlert className="size-4" aria-hidden="true" />
            {t('offline.refused', { count: refused })}
          </span>
        )}
        {partly > 0 && (
          <span className="flex items-center gap-1.5" data-testid="arrived-partly">
            <ImageOff className="size-4" aria-hidden="true" />
            {t('offline.partly', { count: partly })}
          </span>
        )}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <OutboxDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
