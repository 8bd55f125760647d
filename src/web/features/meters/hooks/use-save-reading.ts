import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { gpsStrings } from '#core/check-in/check-in.ts';
import type { MeterType } from '#core/meters/meter-reading.schema.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { type CreateMeterActivityInput, createMeterActivity } from '../api/create-meter-activity.ts';
import { createMeterReading } from '../api/create-meter-reading.ts';
import { invalidateMeterData } from '../api/invalidate.ts';
import type { MeterPhoto } from './use-meter-photo.ts';
import type { RecordDraft } from './use-record-draft.ts';

interface Options {
  locationGuid: string;
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

interface PendingSave {
  activity: CreateMeterActivityInput;
  readingGuid: string;
}

/**
 * Saving a reading: POST /api/activities (meter_read), then POST /api/meter-readings linked to
 * the uploaded photo. A failed attempt keeps its guids and activity, so trying again repeats the
 * same creates (answered with the existing records) instead of leaving a second activity behind.
 */
export function useSaveReading({ locationGuid, meterType, marinaId, draft }: Options) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const pending = useRef<PendingSave | null>(null);

  const save = useCallback(
    async ({ reading, notes, photo, warning }: SaveInput): Promise<boolean> => {
      setSaving(true);
      try {
        if (!pending.current) {
          const embedded = await draft.fresh('reading');
          pending.current = {
            readingGuid: embedded.meterReadingGuid,
            activity: {
              guid: embedded.activityGuid,
              locationId: locationGuid,
              meterType,
              ...(photo?.gps
                ? gpsStrings({ ...photo.gps, accuracy: null })
                : { gpsLatitude: null, gpsLongitude: null, gpsAccuracy: null }),
              marinaId,
            },
          };
        }
        const { activity, readingGuid } = pending.current;
        await createMeterActivity(activity);
        await createMeterReading({
          guid: readingGuid,
          activityId: activity.guid,
          meterImageId: photo?.status === 'uploaded' ? photo.imageGuid : null,
          meterType,
          reading: reading.trim(),
          notes: notes.trim() || null,
          marinaId,
          warning,
        });
        draft.spend(activity.guid, readingGuid, photo?.imageGuid);
        pending.current = null;
        toast({
          title: 'Reading saved!',
          description: 'Meter reading has been successfully recorded.',
          variant: 'success',
        });
        void invalidateMeterData(queryClient);
        return true;
      } catch (error) {
        toast({
          title: 'Error saving reading',
          description: errorMessage(error, 'Failed to save reading. Please try again.'),
          variant: 'destructive',
        });
        return false;
      } finally {
        setSaving(false);
      }
    },
    [draft, locationGuid, meterType, marinaId, queryClient],
  );

  return { save, saving };
}
