import { ActivityList } from '#web/components/activity/activity-list.tsx';
import { usePendingActivities } from '#web/components/activity/use-pending-activities.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useLocationActivities } from '../api/get-location-activities.ts';

/** The location's Activity Feed (the shared activity cards, without the location name). */
export function LocationActivityFeed({ locationGuid }: { locationGuid: string }) {
  const activities = useLocationActivities(locationGuid);
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
    </section>
  );
}
