import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { FEED_MAX_LIMIT, LOCATION_FEED_PAGE } from '#core/activity/activity-constants.ts';
import { ActivityList } from '#web/components/activity/activity-list.tsx';
import { usePendingActivities } from '#web/components/activity/use-pending-activities.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useLocationActivities } from '../api/get-location-activities.ts';

/** The location's Activity Feed (the shared activity cards, without the location name), 20 at a time. */
export function LocationActivityFeed({ locationGuid }: { locationGuid: string }) {
  const [limit, setLimit] = useState(LOCATION_FEED_PAGE);
  const activities = useLocationActivities(locationGuid, limit);
  const loadingMore = activities.isPlaceholderData && activities.isFetching;
  // A full list may have more behind it; a short one is all there is.
  const more = !activities.isError && (activities.data?.length ?? 0) >= limit && limit < FEED_MAX_LIMIT;
  const pending = usePendingActivities(activities.data, locationGuid);
  return (
    <section aria-labelledby="activity-feed-heading" className="space-y-2 pt-1">
      <h2 id="activity-feed-heading" className="px-0.5 font-bold text-lg">
        Activity Feed
      </h2>
      {activities.isError && pending.length > 0 && (
        <ActivityList activities={[]} pending={pending} isLoading={false} emptyText="" showLocation={false} />
      )}
      {activities.isError ? (
        <div className="flex items-center justify-between gap-3 rounded-2xl bg-destructive-soft p-3 font-medium text-destructive">
          <span>Failed to fetch activities</span>
          <Button variant="outline" size="sm" onClick={() => void activities.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <ActivityList
          activities={activities.data}
          pending={pending}
          isLoading={activities.isLoading}
          emptyText="No activity at this location yet"
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
          {loadingMore ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </section>
  );
}
