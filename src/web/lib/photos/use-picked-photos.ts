import { useCallback, useEffect, useRef, useState } from 'react';
import { shrinkPhoto } from './shrink-photo.ts';

interface PickedPhoto {
  id: number;
  /** Shrunk as meter photos are (longest side 1500 px, quality 0.9). */
  file: File;
  /** An object URL of the file, for its thumbnail. */
  url: string;
}

/**
 * Photos picked for an issue or a note before it is saved: each shrunk in the browser, at most
 * `max`, with thumbnails that are released when removed or when the form goes away.
 */
export function usePickedPhotos(max: number) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [processing, setProcessing] = useState(false);
  const [failed, setFailed] = useState(false);
  const nextId = useRef(1);
  const live = useRef<PickedPhoto[]>([]);
  live.current = photos;

  useEffect(
    () => () => {
      for (const photo of live.current) URL.revokeObjectURL(photo.url);
    },
    [],
  );

  const add = useCallback(
    async (files: readonly File[]) => {
      setProcessing(true);
      setFailed(false);
      const added: PickedPhoto[] = [];
      for (const original of files.slice(0, Math.max(0, max - live.current.length))) {
        try {
          const file = await shrinkPhoto(original);
          added.push({ id: nextId.current++, file, url: URL.createObjectURL(file) });
        } catch {
          // Not an image the browser can read.
          setFailed(true);
        }
      }
      setPhotos((current) => [...current, ...added].slice(0, max));
      setProcessing(false);
    },
    [max],
  );

  const remove = useCallback((id: number) => {
    setPhotos((current) => {
      const gone = current.find((photo) => photo.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      return current.filter((photo) => photo.id !== id);
    });
  }, []);

  const clear = useCallback(() => {
    setPhotos((current) => {
      for (const photo of current) URL.revokeObjectURL(photo.url);
      return [];
    });
  }, []);

  return { photos, processing, failed, max, add, remove, clear };
}

export type PickedPhotos = ReturnType<typeof usePickedPhotos>;
