import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import type { LocationDetail } from '#core/locations/location.schema.ts';
import { noteBody } from '#core/locations/location-note.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { endpointKey, queuedCall } from '#web/lib/call.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { queueWrite } from '#web/lib/offline/queue-write.ts';
import type { WriteOutcome } from '#web/lib/offline/sync.ts';
import { queuedPhotos } from '#web/lib/photos/queued-photos.ts';
import { queryClient as appQueryClient } from '#web/lib/query-client.ts';
import { invalidateActivityData } from './invalidate.ts';

export interface CreateNoteInput {
  guid: string;
  locationId: string;
  text: string;
  /** The location's marina (where the photos' upload slots are asked for). */
  marinaId: string;
  /** Photos picked for the note (shrunk): stored first, then named by the note (ADR 0032). */
  photos?: readonly Blob[];
}

/**
 * POST /api/activities {guid, locationId, type: 'comment', comment}: a note on a location, through
 * the offline queue (ADR 0021): 'sent' when the server has it, 'queued' when it waits for a network.
 */
export function createNote({
  guid,
  locationId,
  text,
  marinaId,
  photos = [],
}: CreateNoteInput): Promise<WriteOutcome> {
  const location = appQueryClient.getQueryData<LocationDetail>(
    endpointKey(locationsEndpoints.get, { params: { guid: locationId } }),
  );
  const { body, ...queued } = queuedPhotos(marinaId, noteBody(guid, locationId, text), photos);
  return queueWrite({
    guid,
    label: location
      ? i18n.t('locations:note.queued', { name: location.name })
      : i18n.t('locations:note.queuedBare'),
    locationGuid: locationId,
    calls: [queuedCall(activitiesEndpoints.create, { body })],
    ...queued,
  });
}

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    onSuccess: (_outcome, { locationId }) => invalidateActivityData(queryClient, locationId),
  });
}
