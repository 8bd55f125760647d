import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Activity } from '#core/activity/activity.schema.ts';
import type { patrolCheckBody } from '#core/check-in/check-in.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type PatrolCheckBody = ReturnType<typeof patrolCheckBody>;

/**
 * POST /api/activities with a patrol_check. The body carries a guid made once per visit, so a
 * retried request never records a second check-in.
 */
export function createCheckIn(body: PatrolCheckBody): Promise<Activity> {
  return apiRequest<Activity>('POST', '/api/activities', body);
}

export function useCreateCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckIn,
    onSuccess: (_activity, body) => {
      const guid = encodeURIComponent(body.locationId);
      for (const queryKey of [
        ['/api/activities'],
        [`/api/locations/${guid}/activities`],
        ['/api/locations'],
      ]) {
        // The location's feed is first fetched alongside this POST. Invalidating alone would keep
        // that in-flight first answer (TanStack Query reuses a fetch that has no data yet), which
        // may predate the check-in; cancel it so the refetch sees the new activity.
        void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
      }
    },
  });
}
