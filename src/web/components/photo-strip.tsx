import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/lib/cn.ts';
import { PhotoViewer } from './photo-viewer.tsx';

interface PhotoStripProps {
  photos: readonly { guid: string; url: string }[];
  /** What the photos are of, for their names: 'Broken ladder'. */
  subject: string;
  className?: string;
}

/**
 * A row of photo thumbnails (each a 64 px button, a thumb's width) that open the full-screen
 * viewer at that photo. Printed as small pictures in a row.
 */
export function PhotoStrip({ photos, subject, className }: PhotoStripProps) {
  const [open, setOpen] = useState<number | null>(null);
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  const several = photos.length > 1;
  const named = photos.map((photo, i) => {
    const which = { number: i + 1, total: photos.length, subject };
    return {
      url: photo.url,
      alt: several ? t('photos.nth', which) : t('photos.one', which),
      open: several ? t('photos.openNth', which) : t('photos.openOne', which),
    };
  });
  return (
    <>
      <ul className={cn('flex flex-wrap gap-2', className)} data-testid="photo-strip">
        {named.map((photo, i) => (
          <li key={photos[i]!.guid}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              // A report printed with its photos (buttons are hidden in print otherwise).
              data-print="keep"
              aria-label={photo.open}
              className="block size-16 overflow-hidden rounded-lg border border-border bg-muted focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2 print:size-24"
            >
              <img src={photo.url} alt="" loading="lazy" className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewer photos={named} index={open} onIndexChange={setOpen} />
    </>
  );
}
