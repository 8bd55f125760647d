import { format } from 'date-fns';
import { CloudOff, RefreshCw, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { removeEntry } from './outbox.ts';
import type { OutboxEntry } from './outbox-types.ts';
import { useOfflineDataTime } from './query-persist.ts';
import { syncOutbox } from './sync.ts';
import { useOnline, useOutbox, useSyncState, waitingText } from './use-outbox.ts';

const time = (iso: string) => format(new Date(iso), 'HH:mm');

function EntryRow({ entry }: { entry: OutboxEntry }) {
  return (
    <li
      className="rounded-xl border border-border bg-surface p-3"
      data-testid="outbox-entry"
      data-status={entry.status}
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">{entry.label}</span>
        <span className="shrink-0 text-muted-foreground text-sm tabular-nums">{time(entry.deviceTime)}</span>
      </div>
      {entry.status === 'refused' ? (
        <>
          <p className="mt-1 text-destructive text-sm">Not accepted by the server: {entry.error}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void removeEntry(entry.seq!)}>
            Dismiss
          </Button>
        </>
      ) : (
        <p className="mt-1 text-muted-foreground text-sm">Saved on this phone, waiting to sync</p>
      )}
    </li>
  );
}

/**
 * The offline strip (ADR 0021): 'Offline — showing data from HH:MM', 'N waiting to sync', and
 * entries the server refused; tapping it lists every entry still on the phone.
 */
export function SyncStatusBar() {
  const online = useOnline();
  const entries = useOutbox();
  const sync = useSyncState();
  const dataTime = useOfflineDataTime();
  const [open, setOpen] = useState(false);
  const waiting = entries.filter((entry) => entry.status === 'pending').length;
  const refused = entries.length - waiting;
  if (online && entries.length === 0) return null;

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-testid="sync-status"
        className="sticky top-0 z-40 flex min-h-11 w-full flex-wrap items-center gap-x-3 gap-y-1 bg-warning-soft px-4 py-2 text-left text-foreground text-sm"
      >
        {!online && (
          <span className="flex items-center gap-1.5 font-semibold" data-testid="offline-indicator">
            <CloudOff className="size-4" aria-hidden="true" />
            {dataTime ? `Offline — showing data from ${format(dataTime, 'HH:mm')}` : 'Offline'}
          </span>
        )}
        {waiting > 0 && (
          <span className="flex items-center gap-1.5" data-testid="sync-badge">
            <RefreshCw className={sync === 'sending' ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
            {waitingText(waiting)}
            {sync === 'signed-out' && ' (sign in to send)'}
          </span>
        )}
        {refused > 0 && (
          <span className="flex items-center gap-1.5 font-semibold text-destructive">
            <TriangleAlert className="size-4" aria-hidden="true" />
            {refused} not accepted
          </span>
        )}
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Saved on this phone</DialogTitle>
            <DialogDescription>
              Entries are sent in order as soon as there is a connection. Nothing is deleted unless you
              dismiss it.
            </DialogDescription>
          </DialogHeader>
          {entries.length === 0 ? (
            <p>Everything is synced.</p>
          ) : (
            <ul className="max-h-[60dvh] space-y-2 overflow-y-auto">
              {entries.map((entry) => (
                <EntryRow key={entry.seq} entry={entry} />
              ))}
            </ul>
          )}
          {waiting > 0 && online && (
            <Button onClick={() => void syncOutbox()} disabled={sync === 'sending'}>
              Sync now
            </Button>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
