import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import { gpsStrings } from '#core/check-in/check-in.ts';
import type { MeterType } from '#core/meters/meter-constants.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { queuedCall } from '#web/lib/call.ts';
import { toastFailure } from '#web/lib/failure-toast.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { PHOTO_GUID, type QueuedPhoto } from '#web/lib/offline/outbox-types.ts';
import { queueWrite } from '#web/lib/offline/queue-write.ts';
import { toastQueued } from '#web/lib/offline/queued-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { meterActivityBody } from '../api/create-meter-activity.ts';
import { queuedMeterPhoto } from '../api/create-meter-image.ts';
import { meterReadingBody } from '../api/create-meter-reading.ts';
import { invalidateMeterData } from '../api/invalidate.ts';
import { NO_GPS } from '../api/meter-capture.ts';
import { queuedReadingLabel } from '../lib/meter-text.ts';
import type { MeterPhoto } from './use-meter-photo.ts';
import type { RecordDraft } from './use-record-draft.ts';

interface Options {
  locationGuid: string;
  locationName?: string | undefined;
  meterType: MeterType;
  marinaId: string | null;
  draft: RecordDraft;
}

export interface SaveInput {
  reading: string;
  notes: string;
  photo: MeterPhoto | null;
  warning?: string | undefined;
}

/** A photo that did not reach the server yet travels with its reading as a blob. */
function queuedPhoto(photo: MeterPhoto, { locationGuid, meterType, marinaId }: Options): QueuedPhoto {
  return {
    ...queuedMeterPhoto(photo.file, {
      locationId: locationGuid,
      meterType,
      marinaId,
      ...(photo.gps ? gpsStrings({ ...photo.gps, accuracy: null }) : NO_GPS),
    }),
    // Stored already under a guid of its own: only registering it is left.
    ...(photo.stored && photo.imageGuid && photo.uploadURL
      ? { imageGuid: photo.imageGuid, uploadURL: photo.uploadURL, stored: true }
      : {}),
  };
}

/**
 * Saving a reading through the offline queue (ADR 0021): POST /api/activities (meter_read), then
 * POST /api/meter-readings linked to the photo. A photo that is not uploaded yet (no network) is
 * queued with the reading and uploaded first. The guids are made here, once per reading, so a
 * retry repeats the same creates and the server keeps one of each.
 */
export function useSaveReading({ locationGuid, locationName, meterType, marinaId, draft }: Options) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const pending = useRef<{ activityGuid: string; readingGuid: string } | null>(null);

  const save = useCallback(
    async ({ reading, notes, photo, warning }: SaveInput): Promise<boolean> => {
      setSaving(true);
      try {
        pending.current ??= { activityGuid: crypto.randomUUID(), readingGuid: crypto.randomUUID() };
        const { activityGuid, readingGuid } = pending.current;
        const uploaded = photo?.status === 'uploaded';
        const activity = meterActivityBody({
          guid: activityGuid,
          locationId: locationGuid,
          meterType,
          ...(photo?.gps ? gpsStrings({ ...photo.gps, accuracy: null }) : NO_GPS),
          marinaId,
        });
        const readingBody = meterReadingBody({
          guid: readingGuid,
          activityId: activityGuid,
          meterImageId: uploaded ? photo.imageGuid : photo ? PHOTO_GUID : null,
          meterType,
          reading: reading.trim(),
          notes: notes.trim() || null,
          marinaId,
          warning,
        });
        const { outcome } = await queueWrite({
          guid: readingGuid,
          label: queuedReadingLabel(meterType, reading.trim(), locationName),
          locationGuid,
          calls: [
            queuedCall(activitiesEndpoints.create, { body: activity }),
            queuedCall(metersEndpoints.createReading, { body: readingBody }),
          ],
          ...(photo && !uploaded
            ? { photo: queuedPhoto(photo, { locationGuid, meterType, marinaId, draft }) }
            : {}),
        });
        draft.spend(activityGuid, readingGuid, photo?.imageGuid);
        pending.current = null;
        if (outcome === 'sent') {
          toast({
            title: i18n.t('meters:form.saved'),
            description: i18n.t('meters:form.savedText'),
            variant: 'success',
          });
          void invalidateMeterData(queryClient);
        } else {
          toastQueued('reading');
        }
        return true;
      } catch (error) {
        toastFailure(i18n.t('meters:form.saveError'), error, i18n.t('meters:form.saveFailed'));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [draft, locationGuid, locationName, meterType, marinaId, queryClient],
  );

  return { save, saving };
}
