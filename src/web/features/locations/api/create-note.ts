import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Activity } from '#core/activity/activity.schema.ts';
import { noteBody } from '#core/locations/location-note.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateActivityData } from './invalidate.ts';

export interface CreateNoteInput {
  guid: string;
  locationId: string;
  text: string;
}

/** POST /api/activities {guid, locationId, type: 'comment', comment}: a note on a location. */
export function createNote({ guid, locationId, text }: CreateNoteInput): Promise<Activity> {
  return apiRequest<Activity>('POST', '/api/activities', noteBody(guid, locationId, text));
}

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    onSuccess: (_activity, { locationId }) => invalidateActivityData(queryClient, locationId),
  });
}
