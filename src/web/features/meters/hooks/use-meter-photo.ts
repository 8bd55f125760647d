import { useCallback, useEffect, useRef, useState } from 'react';
import { gpsStrings } from '#core/check-in/check-in.ts';
import type { MeterType } from '#core/meters/meter-constants.ts';
import { RECORD_MESSAGES, UPLOAD_DELAY_MS } from '#core/meters/record-rules.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { shrinkPhoto } from '#web/lib/photos/shrink-photo.ts';
import { uploadPhoto } from '#web/lib/photos/upload-photo.ts';
import { toast } from '#web/lib/toast.ts';
import { createMeterImage } from '../api/create-meter-image.ts';
import { NO_GPS } from '../api/meter-capture.ts';
import { recordText } from '../lib/meter-text.ts';
import { type PhotoGps, readPhotoGps } from '../lib/read-photo-gps.ts';
import type { RecordDraft } from './use-record-draft.ts';

export type PhotoStatus = 'ready' | 'uploading' | 'uploaded' | 'failed';

export interface MeterPhoto {
  id: number;
  /** The shrunk file that is uploaded. */
  file: File;
  previewUrl: string;
  /** From the original file's EXIF. */
  gps: PhotoGps | null;
  status: PhotoStatus;
  /** The guid (and signed URL) this photo is stored under, once one was taken for it. */
  imageGuid: string | null;
  uploadURL: string | null;
  /** The file reached storage under imageGuid (only registering it is left). */
  stored: boolean;
}

interface Options {
  locationGuid: string;
  meterType: MeterType;
  marinaId: string | null;
  draft: RecordDraft;
}

/**
 * Why an upload failed, in the user's language: the storage and record-screen refusals thrown in
 * English (RECORD_MESSAGES) by name, a server's refusal by its code (errorMessage).
 */
function uploadFailure(error: unknown): string {
  const known = (Object.keys(RECORD_MESSAGES) as (keyof typeof RECORD_MESSAGES)[]).find(
    (key) => error instanceof Error && error.message === RECORD_MESSAGES[key],
  );
  return known ? recordText(known) : errorMessage(error, i18n.t('meters:photo.failedText'));
}

export const formatCoordinates = (gps: PhotoGps) => `${gps.latitude.toFixed(5)}, ${gps.longitude.toFixed(5)}`;

/**
 * The photo flow of spec 000 section 4: capture -> shrink, GPS from EXIF, preview -> upload
 * (starts by itself 100 ms after capture) -> uploaded. Retake clears the photo and the flag.
 */
export function useMeterPhoto({ locationGuid, meterType, marinaId, draft }: Options) {
  const [photo, setPhotoState] = useState<MeterPhoto | null>(null);
  const [processing, setProcessing] = useState(false);
  const current = useRef<MeterPhoto | null>(null);
  const nextId = useRef(1);

  const setPhoto = useCallback((next: MeterPhoto | null) => {
    const previous = current.current;
    if (previous && previous.previewUrl !== next?.previewUrl) URL.revokeObjectURL(previous.previewUrl);
    current.current = next;
    setPhotoState(next);
  }, []);

  /** Changes the photo only if it is still the one on screen. */
  const update = useCallback((id: number, change: Partial<MeterPhoto>) => {
    const now = current.current;
    if (!now || now.id !== id) return false;
    const next = { ...now, ...change };
    current.current = next;
    setPhotoState(next);
    return true;
  }, []);

  const upload = useCallback(async () => {
    const start = current.current;
    if (!start) {
      toast({
        title: i18n.t('common:error'),
        description: recordText('noPhotoOrLocation'),
        variant: 'destructive',
      });
      return;
    }
    if (start.status === 'uploading' || start.status === 'uploaded') return;
    const { id } = start;
    // No network: the photo goes into the offline queue with its reading (ADR 0021).
    if (!navigator.onLine) {
      update(id, { status: 'failed' });
      return;
    }
    update(id, { status: 'uploading' });
    try {
      let { imageGuid, uploadURL } = start;
      if (!imageGuid || !uploadURL) {
        const embedded = await draft.fresh('photo');
        imageGuid = embedded.meterImageGuid;
        uploadURL = embedded.uploadURL;
        if (!update(id, { imageGuid, uploadURL })) return;
      }
      if (!start.stored) {
        // A guid that saw a storage attempt is spent: one object per signed URL.
        draft.spend(imageGuid);
        try {
          await uploadPhoto(uploadURL, start.file);
        } catch (error) {
          update(id, { imageGuid: null, uploadURL: null });
          throw error;
        }
        if (!update(id, { stored: true })) return;
      }
      await createMeterImage({
        guid: imageGuid,
        locationId: locationGuid,
        meterType,
        ...(start.gps ? gpsStrings({ ...start.gps, accuracy: null }) : NO_GPS),
        marinaId,
      });
      if (!update(id, { status: 'uploaded' })) return;
      toast({
        title: i18n.t('meters:photo.uploadedTitle'),
        description: i18n.t('meters:photo.uploadedText'),
        variant: 'success',
      });
    } catch (error) {
      if (!update(id, { status: 'failed' })) return;
      toast({
        title: i18n.t('meters:photo.failedTitle'),
        description: uploadFailure(error),
        variant: 'destructive',
      });
    }
  }, [draft, locationGuid, meterType, marinaId, update]);

  const capture = useCallback(
    async (original: File) => {
      setProcessing(true);
      let shrunk: File;
      try {
        shrunk = await shrinkPhoto(original);
      } catch {
        setProcessing(false);
        toast({
          title: i18n.t('common:error'),
          description: recordText('processFailed'),
          variant: 'destructive',
        });
        return;
      }
      const gps = await readPhotoGps(original);
      setProcessing(false);
      if (gps) toast({ title: i18n.t('meters:photo.locationFound'), description: formatCoordinates(gps) });
      const id = nextId.current++;
      setPhoto({
        id,
        file: shrunk,
        previewUrl: URL.createObjectURL(shrunk),
        gps,
        status: 'ready',
        imageGuid: null,
        uploadURL: null,
        stored: false,
      });
      setTimeout(() => {
        if (current.current?.id === id) void upload();
      }, UPLOAD_DELAY_MS);
    },
    [setPhoto, upload],
  );

  /** Retake, or the form cleared after a save: no photo, no uploaded flag. */
  const clear = useCallback(() => setPhoto(null), [setPhoto]);

  useEffect(() => () => setPhoto(null), [setPhoto]);

  return { photo, processing, capture, upload, clear };
}

export type MeterPhotoFlow = ReturnType<typeof useMeterPhoto>;
