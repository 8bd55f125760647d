import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEED_MAX_LIMIT, LOCATION_FEED_PAGE } from '#core/activity/activity-constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ActivityList, usePendingActivities } from '#web/features/activity/index.ts';
import { toast } from '#web/lib/toast.ts';
import { useLocationActivities } from '../api/get-location-activities.ts';

/** The location's Activity Feed (the shared activity cards, without the location name), 20 at a time. */
export function LocationActivityFeed({ locationGuid }: { locationGuid: string }) {
  const [limit, setLimit] = useState(LOCATION_FEED_PAGE);
  const { t } = useTranslation(['locations', 'common']);
  const activities = useLocationActivities(locationGuid, limit);
  const loadingMore = activities.isPlaceholderData && activities.isFetching;
  // A longer list that fails to load (no signal) goes back to the one shown, which stays.
  const failedMore = activities.isError && limit > LOCATION_FEED_PAGE;
  // biome-ignore lint/correctness/useExhaustiveDependencies: t is fixed while the screen is shown (a new language redraws it)
  useEffect(() => {
    if (!failedMore) return;
    setLimit((shown) => shown - LOCATION_FEED_PAGE);
    toast({ title: t('common:error'), description: t('feed.failed'), variant: 'destructive' });
  }, [failedMore]);
  // A full list may have more behind it; a short one is all there is. While the longer one loads
  // the button stays, disabled, so focus does not drop.
  const more =
    !activities.isError && (loadingMore || (activities.data?.length ?? 0) >= limit) && limit < FEED_MAX_LIMIT;
  const pending = usePendingActivities(activities.data, locationGuid);
  return (
    <section aria-labelledby="activity-feed-heading" className="space-y-2 pt-1">
      <h2 id="activity-feed-heading" className="px-0.5 font-bold text-lg">
        {t('feed.title')}
      </h2>
      {activities.isError && pending.length > 0 && (
        <ActivityList activities={[]} pending={pending} isLoading={false} emptyText="" showLocation={false} />
      )}
      {activities.isError ? (
        <div className="flex items-center justify-between gap-3 rounded-2xl bg-destructive-soft p-3 font-medium text-destructive">
          <span>{t('feed.failed')}</span>
          <Button variant="outline" size="sm" onClick={() => void activities.refetch()}>
            {t('common:tryAgain')}
          </Button>
        </div>
      ) : (
        <ActivityList
          activities={activities.data}
          pending={pending}
          isLoading={activities.isLoading}
          emptyText={t('feed.empty')}
          showLocation={false}
        />
      )}
      {more && (
        <Button
          variant="secondary"
          className="w-full"
          onClick={() => setLimit((shown) => Math.min(FEED_MAX_LIMIT, shown + LOCATION_FEED_PAGE))}
          disabled={loadingMore}
        >
          <ChevronDown aria-hidden="true" />
          {loadingMore ? t('feed.loading') : t('feed.loadMore')}
        </Button>
      )}
    </section>
  );
}
