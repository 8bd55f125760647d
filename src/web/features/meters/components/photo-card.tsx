import {
  Camera,
  CircleAlert,
  CircleCheck,
  Hand,
  LoaderCircle,
  MapPin,
  RotateCcw,
  Upload,
} from 'lucide-react';
import type { ChangeEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatCoordinates, type MeterPhotoFlow } from '../hooks/use-meter-photo.ts';
import { recordText } from '../lib/meter-text.ts';

interface PhotoCardProps {
  flow: MeterPhotoFlow;
  cameraInput: RefObject<HTMLInputElement | null>;
  auto: boolean;
  onAutoChange: (on: boolean) => void;
  /** Auto is on and the camera waits for the first tap (a page opened from a label). */
  waitingForTap?: boolean;
}

function StatusBadge({ status }: { status: 'ready' | 'uploading' | 'uploaded' | 'failed' }) {
  const { t } = useTranslation('meters');
  const styles = {
    ready: 'bg-muted text-foreground',
    uploading: 'bg-muted text-foreground',
    uploaded: 'bg-success text-success-foreground',
    failed: 'bg-destructive text-destructive-foreground',
  }[status];
  return (
    <span
      className={cn(
        'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-lg px-3 font-semibold text-sm',
        styles,
      )}
      role="status"
      data-testid="photo-status"
    >
      {status === 'uploaded' ? (
        <>
          <CircleCheck className="size-4" aria-hidden="true" />
          {t('photo.uploaded')}
        </>
      ) : status === 'failed' ? (
        <>
          <CircleAlert className="size-4" aria-hidden="true" />
          {t('photo.notUploaded')}
        </>
      ) : (
        <>
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {t('photo.uploading')}
        </>
      )}
    </span>
  );
}

/**
 * The photo card (spec 000 section 2): 'Take Photo' with the rear camera, the 'Auto' checkbox,
 * then the preview with 'Retake Photo' and 'Upload Photo' and the 'Uploaded' badge.
 */
export function PhotoCard({ flow, cameraInput, auto, onAutoChange, waitingForTap = false }: PhotoCardProps) {
  const { t } = useTranslation('meters');
  const { photo, processing } = flow;

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void flow.capture(file);
  }

  function retake() {
    flow.clear();
    cameraInput.current?.click();
  }

  return (
    <Card className="overflow-hidden" aria-label={t('photo.card')}>
      <div className="flex items-center justify-between gap-3 px-4 pt-3 pb-1">
        <h2 className="font-semibold text-lg">{t('photo.title')}</h2>
        <label className="-mr-2 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 font-medium">
          <input
            type="checkbox"
            checked={auto}
            onChange={(e) => onAutoChange(e.target.checked)}
            className="size-5 accent-primary"
          />
          {t('photo.auto')}
        </label>
      </div>
      <div className="px-4 pt-2 pb-4">
        {waitingForTap && !photo && (
          <p
            className="mb-3 flex items-center gap-2 rounded-xl bg-primary-soft px-3 py-2 font-semibold text-primary-soft-foreground"
            role="status"
            data-testid="auto-camera-hint"
          >
            <Hand className="size-5 shrink-0" aria-hidden="true" />
            {t('photo.tapToOpen')}
          </p>
        )}
        {/* The camera input; the big 'Take Photo' tile below is its label. */}
        <input
          ref={cameraInput}
          id="meter-camera"
          type="file"
          accept="image/*"
          capture="environment"
          className="peer sr-only"
          onChange={onFile}
          disabled={processing}
          aria-label={t('photo.take')}
        />
        {photo ? (
          <div className="space-y-3">
            <div className="flex gap-3">
              <a
                href={photo.previewUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="block w-[46%] shrink-0 self-start overflow-hidden rounded-xl bg-foreground"
              >
                <img
                  src={photo.previewUrl}
                  alt={t('photo.captured')}
                  className="aspect-[4/3] w-full object-cover"
                />
              </a>
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <StatusBadge status={photo.status} />
                <Button variant="outline" size="sm" onClick={retake}>
                  <RotateCcw aria-hidden="true" />
                  {t('photo.retake')}
                </Button>
                <Button
                  size="sm"
                  onClick={() => void flow.upload()}
                  disabled={photo.status === 'uploading' || photo.status === 'uploaded'}
                >
                  <Upload aria-hidden="true" />
                  {t('photo.upload')}
                </Button>
              </div>
            </div>
            {photo.gps && (
              <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
                <MapPin className="size-4 shrink-0" aria-hidden="true" />
                {t('photo.location')} <span className="tabular-nums">{formatCoordinates(photo.gps)}</span>
              </p>
            )}
            {photo.status === 'failed' && !navigator.onLine && (
              <p className="rounded-xl bg-warning-soft px-3 py-2 font-medium" data-testid="photo-queued-note">
                {t('photo.queued')}
              </p>
            )}
            {photo.status === 'failed' && navigator.onLine && (
              <p
                className="rounded-xl bg-destructive-soft px-3 py-2 font-medium text-destructive"
                role="alert"
              >
                {recordText('uploadFailedInline')}
              </p>
            )}
          </div>
        ) : (
          <label
            htmlFor="meter-camera"
            className={cn(
              'flex min-h-36 w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-primary/40 border-dashed',
              'bg-primary-soft/60 font-bold text-lg text-primary hover:bg-primary-soft',
              'peer-focus-visible:outline-3 peer-focus-visible:outline-ring peer-focus-visible:outline-offset-2',
              processing && 'cursor-wait opacity-70',
            )}
          >
            {processing ? (
              <>
                <LoaderCircle className="size-10 animate-spin" aria-hidden="true" />
                <span>{t('photo.processing')}</span>
              </>
            ) : (
              <>
                <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-md">
                  <Camera className="size-8" aria-hidden="true" />
                </span>
                <span>{t('photo.take')}</span>
              </>
            )}
          </label>
        )}
      </div>
    </Card>
  );
}
