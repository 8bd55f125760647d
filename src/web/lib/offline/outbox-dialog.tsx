import { useTranslation } from 'react-i18next';
import { timeOfDay } from '#core/common/date-format.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogPanel } from '#web/components/ui/dialog.tsx';
import { removeEntry } from './outbox.ts';
import type { OutboxEntry } from './outbox-types.ts';
import { syncOutbox } from './sync.ts';
import { useOnline, useOutbox, useSyncState } from './use-outbox.ts';

const time = (iso: string) => timeOfDay(new Date(iso));

function EntryRow({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation('shell');
  return (
    <li
      className="rounded-xl border border-border bg-surface p-3"
      data-testid="outbox-entry"
      data-status={entry.status}
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">{entry.label}</span>
        <span className="shrink-0 text-muted-foreground text-sm tabular-nums">{time(entry.recordedAt)}</span>
      </div>
      {entry.status === 'pending' ? (
        <p className="mt-1 text-muted-foreground text-sm">{t('offline.entryWaiting')}</p>
      ) : (
        <>
          {entry.status === 'refused' ? (
            <p className="mt-1 text-destructive text-sm">
              {t('offline.entryRefused', { reason: entry.error ?? '' })}
            </p>
          ) : (
            // The record is on the server; the reason names the photos it went without.
            <p className="mt-1 text-sm">{entry.error}</p>
          )}
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void removeEntry(entry.seq!)}>
            {t('offline.dismiss')}
          </Button>
        </>
      )}
    </li>
  );
}

/**
 * The list of every entry still on the phone, opened from the sync strip. Its own chunk: the
 * dialog code is only downloaded when the guard opens it (ADR 0019).
 */
export function OutboxDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('shell');
  const online = useOnline();
  const entries = useOutbox();
  const sync = useSyncState();
  const waiting = entries.filter((entry) => entry.status === 'pending').length;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPanel title={t('offline.outboxTitle')} description={t('offline.outboxDetail')}>
        {entries.length === 0 ? (
          <p>{t('offline.allSynced')}</p>
        ) : (
          <ul className="max-h-[60dvh] space-y-2 overflow-y-auto">
            {entries.map((entry) => (
              <EntryRow key={entry.seq} entry={entry} />
            ))}
          </ul>
        )}
        {waiting > 0 && online && (
          <Button onClick={() => void syncOutbox()} disabled={sync === 'sending'}>
            {t('offline.syncNow')}
          </Button>
        )}
      </DialogPanel>
    </Dialog>
  );
}
