import { CloudUpload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { sameDay, shortDate, timeOfDay } from '#core/common/date-format.ts';
import { syncedLateAt } from '#core/common/synced-late.ts';
import { cn } from '#web/lib/cn.ts';

interface SyncedLateNoteProps {
  /** When it was recorded on the phone. */
  timestamp: string | null | undefined;
  /** When the server received it. */
  receivedAt: string | null | undefined;
  className?: string;
}

/** 'Recorded offline, synced at 11:40 PM' when the two are more than 5 minutes apart (ADR 0023). */
export function SyncedLateNote({ timestamp, receivedAt, className }: SyncedLateNoteProps) {
  const { t } = useTranslation('activity');
  const synced = syncedLateAt(timestamp, receivedAt);
  if (!synced || !timestamp) return null;
  const at = sameDay(synced, new Date(timestamp))
    ? timeOfDay(synced)
    : `${shortDate(synced)}, ${timeOfDay(synced)}`;
  return (
    <p
      className={cn('flex items-center gap-1 text-muted-foreground text-xs', className)}
      data-testid="synced-late"
    >
      <CloudUpload aria-hidden="true" className="size-3.5 shrink-0" />
      {t('card.syncedLate', { at })}
    </p>
  );
}
