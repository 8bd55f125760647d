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
      void queryClient.invalidateQueries({ queryKey: ['/api/activities'] });
      void queryClient.invalidateQueries({ queryKey: [`/api/locations/${guid}/activities`] });
      void queryClient.invalidateQueries({ queryKey: ['/api/locations'] });
    },
  });
}
