import { useEffect, useMemo, useState } from 'react';
import { type OcrWord, type SuggestionContext, suggestReading } from '#core/meters/reading-suggestion.ts';
import { ocrSupported, prepareOcr, readMeterPhoto } from '../lib/ocr/read-meter-photo.ts';

/**
 * The reading suggested from a meter photo (ADR 0038), or null: while it is being read, when
 * the engine cannot run here, fails or is slow, and when the rule is unsure. `warm` starts the
 * engine before the first photo. Never blocks anything: the reading runs in a worker.
 */
export function useReadingSuggestion(
  image: Blob | string | null,
  context: SuggestionContext,
  warm = false,
): string | null {
  const [read, setRead] = useState<{ image: Blob | string; words: OcrWord[] } | null>(null);

  useEffect(() => {
    if (warm && ocrSupported()) prepareOcr().catch(() => {});
  }, [warm]);

  useEffect(() => {
    if (!image || !ocrSupported()) return;
    let current = true;
    readMeterPhoto(image).then(
      (words) => {
        if (current) setRead({ image, words });
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [image]);

  const { previous, averageUse } = context;
  return useMemo(
    () => (read && read.image === image ? suggestReading(read.words, { previous, averageUse }) : null),
    [read, image, previous, averageUse],
  );
}
