import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIT, type ZoomView } from '#web/lib/zoom-view.ts';

interface ViewedPhoto {
  url: string;
  /** What the photo is, for screen readers: 'Photo 2 of 3 of Broken ladder'. */
  alt: string;
}

interface PhotoViewerProps {
  photos: readonly ViewedPhoto[];
  /** The photo shown; null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

const MAX_SCALE = 4;
const SWIPE_PX = 50;

type View = ZoomView;

const distance = (a: PointerEvent | React.PointerEvent, b: { x: number; y: number }) =>
  Math.hypot(a.clientX - b.x, a.clientY - b.y);

/**
 * Photos full screen: swipe or the arrows (buttons, keyboard ← →) between them, pinch or double-tap
 * to zoom and drag to look around a zoomed photo, Close or Escape to leave. Pointer events and a CSS
 * transform; no library. Focus stays inside while open (Radix Dialog) and returns to the thumbnail.
 */
export function PhotoViewer({ photos, index, onIndexChange }: PhotoViewerProps) {
  const open = index !== null && photos.length > 0;
  const current = open ? Math.min(index, photos.length - 1) : 0;
  const [view, setView] = useState<View>(FIT);
  const { t } = useTranslation();
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ startX: number; startY: number; start: View; pinch?: number } | null>(null);

  // A new photo starts fitted to the screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset is for each photo shown
  useEffect(() => setView(FIT), [current, open]);

  const go = (step: number) => {
    if (photos.length < 2) return;
    onIndexChange((current + step + photos.length) % photos.length);
  };

  const onPointerDown = (event: React.PointerEvent) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    gesture.current = {
      startX: event.clientX,
      startY: event.clientY,
      start: view,
      ...(points.length === 2
        ? { pinch: Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y) }
        : {}),
    };
  };

  const onPointerMove = (event: React.PointerEvent) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    const points = [...pointers.current.entries()];
    const other = points.find(([id]) => id !== event.pointerId)?.[1];
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const { start, pinch, startX, startY } = gesture.current;
    if (other && pinch) {
      const scale = Math.min(MAX_SCALE, Math.max(1, (start.scale * distance(event, other)) / pinch));
      setView({ ...start, scale, ...(scale === 1 ? { x: 0, y: 0 } : {}) });
    } else if (start.scale > 1) {
      setView({ ...start, x: start.x + event.clientX - startX, y: start.y + event.clientY - startY });
    } else {
      // Fitted: the photo follows the finger sideways, a swipe in the making.
      setView({ scale: 1, x: event.clientX - startX, y: 0 });
    }
  };

  const onPointerUp = (event: React.PointerEvent) => {
    const g = gesture.current;
    const wasPinch = pointers.current.size > 1;
    pointers.current.delete(event.pointerId);
    if (!g) return;
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the other one pans from here.
      const [rest] = pointers.current.values();
      gesture.current = { startX: rest!.x, startY: rest!.y, start: view };
      return;
    }
    gesture.current = null;
    if (!wasPinch && g.start.scale === 1) {
      const dx = event.clientX - g.startX;
      setView(FIT);
      if (Math.abs(dx) > SWIPE_PX) go(dx < 0 ? 1 : -1);
    }
  };

  const photo = photos[current];
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onIndexChange(null)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') go(1);
            else if (event.key === 'ArrowLeft') go(-1);
          }}
          data-testid="photo-viewer"
        >
          <DialogPrimitive.Title className="sr-only">
            {photo?.alt ?? t('photos.viewer')}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            {t('photos.viewerHelp')}
          </DialogPrimitive.Description>
          <div className="flex items-center justify-between gap-2 p-2 pt-[max(0.5rem,env(safe-area-inset-top))]">
            <p className="px-2 font-semibold tabular-nums" aria-live="polite">
              {photos.length > 1 ? `${current + 1} / ${photos.length}` : ''}
            </p>
            <DialogPrimitive.Close
              aria-label={t('photos.closeViewer')}
              className="inline-flex size-12 items-center justify-center rounded-full bg-white/15 hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
            >
              <X className="size-6" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the gesture surface; the buttons and keys do the same without a pointer */}
          <div
            className="relative min-h-0 flex-1 touch-none select-none overflow-hidden"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onDoubleClick={() => setView((v) => (v.scale > 1 ? FIT : { scale: 2.5, x: 0, y: 0 }))}
          >
            {photo && (
              <img
                key={photo.url}
                src={photo.url}
                alt={photo.alt}
                draggable={false}
                className="absolute inset-0 m-auto max-h-full max-w-full object-contain"
                style={{
                  transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
                  transition: gesture.current ? 'none' : 'transform 150ms ease-out',
                }}
              />
            )}
          </div>
          {photos.length > 1 && (
            <div className="flex justify-between gap-2 p-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
              <button
                type="button"
                aria-label={t('photos.previous')}
                onClick={() => go(-1)}
                className="inline-flex size-12 items-center justify-center rounded-full bg-white/15 hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
              >
                <ChevronLeft className="size-7" aria-hidden="true" />
              </button>
              <button
                type="button"
                aria-label={t('photos.next')}
                onClick={() => go(1)}
                className="inline-flex size-12 items-center justify-center rounded-full bg-white/15 hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
              >
                <ChevronRight className="size-7" aria-hidden="true" />
              </button>
            </div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
