import { ArrowRight } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Activity } from '#core/activity/activity.schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { RetryPanel } from '#web/components/ui/list-states.tsx';
import { ActivityList, useActivities, usePendingActivities } from '#web/features/activity/index.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import { toast } from '#web/lib/toast.ts';

/** Spec 000 section 9: the dashboard lists the latest 15 activities. */
export const RECENT_ACTIVITY_COUNT = 15;

const NONE: readonly Activity[] = [];

/**
 * 'Recent Activity' (spec 000 section 2): the latest 15, 'View All Activities' when there are more.
 * `hidden` keeps it out of the layout (while its query runs) until what is above it has its size.
 */
export function RecentActivity({ hidden = false }: { hidden?: boolean }) {
  const { marinaId, isResolving } = useCurrentMarina();
  const activities = useActivities(marinaId);
  const { isError, errorUpdatedAt } = activities;
  const { t } = useTranslation(['dashboard', 'common']);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every new failure (errorUpdatedAt) toasts again
  useEffect(() => {
    if (isError) toast({ title: t('common:error'), description: t('recent.failed'), variant: 'destructive' });
  }, [isError, errorUpdatedAt]);

  // The cards are drawn in a deferred render, which React builds in slices: the feed's answer
  // lands with the tour card's, and drawing both at once held the phone for a long task.
  const data = useDeferredValue(activities.data);
  const all = data ?? NONE;
  const recent = useMemo(() => all.slice(0, RECENT_ACTIVITY_COUNT), [all]);
  const pending = usePendingActivities(data);
  // Loading until the deferred copy has the answer too (it lags the query by one render).
  const isLoading = isResolving || (Boolean(marinaId) && (activities.isPending || data === undefined));
  return (
    <section aria-labelledby="recent-activity-title" className="space-y-3 pt-2" hidden={hidden}>
      <h2 id="recent-activity-title" className="px-1 font-bold text-xl">
        {t('recent.title')}
      </h2>
      {activities.isError && pending.length > 0 && (
        <ActivityList activities={[]} pending={pending} isLoading={false} emptyText="" />
      )}
      {activities.isError ? (
        <RetryPanel onRetry={() => void activities.refetch()}>
          <p className="text-muted-foreground">{t('recent.failed')}</p>
        </RetryPanel>
      ) : (
        <ActivityList
          activities={recent}
          pending={pending}
          isLoading={isLoading}
          emptyText={t('recent.none')}
        />
      )}
      {all.length > RECENT_ACTIVITY_COUNT && (
        <Button asChild variant="secondary" className="w-full">
          <Link href="/activity">
            {t('recent.viewAll')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      )}
    </section>
  );
}
