import { Camera, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickedPhotos } from '#web/lib/photos/use-picked-photos.ts';
import { Button } from './ui/button.tsx';

interface PhotoPickerProps {
  picked: PickedPhotos;
  disabled?: boolean;
  /** What the photos are for, for the thumbnails' names: 'the issue'. */
  subject: string;
  /** Photos the record has already (editing an issue): counted in '1 of 5 photos' and the limit. */
  held?: number;
}

/**
 * 'Add photo': the camera or the gallery (the phone offers both), several at once, up to the
 * limit; thumbnails of what was picked, each with a remove button.
 */
export function PhotoPicker({ picked, disabled = false, subject, held = 0 }: PhotoPickerProps) {
  const id = useId();
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { photos, processing, failed, max } = picked;
  const full = photos.length >= max;
  return (
    <div className="space-y-2" data-testid="photo-picker">
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-3 pt-2 pr-2">
          {photos.map((photo, i) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.url}
                alt={t('photos.attachment', { number: i + 1, subject })}
                className="size-20 rounded-lg border border-border object-cover"
              />
              <button
                type="button"
                onClick={() => picked.remove(photo.id)}
                disabled={disabled}
                aria-label={t('photos.remove', { number: i + 1 })}
                className="-top-3 -right-3 absolute inline-flex size-11 items-center justify-center rounded-full disabled:opacity-50"
              >
                <span className="inline-flex size-7 items-center justify-center rounded-full bg-foreground text-background shadow">
                  <X className="size-4" aria-hidden="true" />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          type="button"
          variant="outline"
          onClick={() => input.current?.click()}
          disabled={disabled || full || processing}
          aria-describedby={`${id}-hint`}
        >
          <Camera aria-hidden="true" />
          {processing ? t('photos.preparing') : t('photos.add')}
        </Button>
        <span id={`${id}-hint`} className="text-muted-foreground text-sm">
          {full
            ? t('photos.full', { max: held + max })
            : t('photos.counter', { number: held + photos.length, max: held + max })}
        </span>
      </div>
      {failed && (
        <p role="alert" className="font-medium text-destructive text-sm">
          {t('photos.processFailed')}
        </p>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="photo-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void picked.add(files);
        }}
      />
    </div>
  );
}
