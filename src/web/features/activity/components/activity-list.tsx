import { Activity as ActivityIconGlyph } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '#core/activity/activity.schema.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { PendingActivity } from '#web/features/activity/api/offline-activities.ts';
import { ActivityCard } from './activity-card.tsx';

interface ActivityListProps {
  activities: Activity[] | undefined;
  /** Saved on this phone and not yet synced: listed first, marked as waiting to sync. */
  pending?: readonly PendingActivity[];
  isLoading: boolean;
  emptyText: string;
  showLocation?: boolean;
  /** Extra content per card (the meter reading block of meter_read cards). */
  renderExtra?: (activity: Activity) => ReactNode;
  loadingRows?: number;
}

/**
 * A feed of activity cards with its loading skeleton and empty state. Memoized: a screen that
 * hands it a deferred list (the dashboard) redraws it only when that list has changed.
 */
export const ActivityList = memo(function ActivityList({
  activities,
  isLoading,
  emptyText,
  showLocation = true,
  renderExtra,
  loadingRows = 3,
  pending = [],
}: ActivityListProps) {
  const { t } = useTranslation('activity');
  if (isLoading && pending.length === 0) {
    return (
      <ul className="space-y-2" aria-busy="true" aria-label={t('list.loading')}>
        {Array.from({ length: loadingRows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i}>
            <Skeleton className="h-20 w-full rounded-2xl" />
          </li>
        ))}
      </ul>
    );
  }
  if ((!activities || activities.length === 0) && pending.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-border border-dashed p-6 text-center text-muted-foreground">
        <ActivityIconGlyph className="size-8" aria-hidden="true" />
        <p>{emptyText}</p>
      </div>
    );
  }
  return (
    <ul className="space-y-2">
      {pending.map((activity) => (
        <ActivityCard key={activity.guid} activity={activity} showLocation={showLocation} pending />
      ))}
      {(activities ?? []).map((activity) => (
        <ActivityCard key={activity.guid} activity={activity} showLocation={showLocation}>
          {renderExtra?.(activity)}
        </ActivityCard>
      ))}
    </ul>
  );
});
