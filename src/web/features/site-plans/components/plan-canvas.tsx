import { Minus, Plus } from 'lucide-react';
import {
  type CSSProperties,
  forwardRef,
  type PointerEvent,
  type ReactNode,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanPoint } from '#core/site-plans/plan-transform.ts';
import type { SitePlan } from '#core/site-plans/site-plan.schema.ts';
import { cn } from '#web/lib/cn.ts';
import { FIT, type ZoomView } from '#web/lib/zoom-view.ts';

const MAX_ZOOM = 8;
/** A pointer that moved less than this between down and up tapped. */
const TAP_PX = 8;

type View = ZoomView;

/** Where a point of the screen falls on the plan (shares of the picture), or null off it. */
export interface PlanCanvasHandle {
  pointAt(clientX: number, clientY: number): PlanPoint | null;
}

/** Keeps the zoomed picture over the frame: no empty band past its edges. */
function clamp(view: View, width: number, height: number): View {
  const scale = Math.min(MAX_ZOOM, Math.max(1, view.scale));
  const min = (size: number) => size - size * scale;
  return {
    scale,
    x: Math.min(0, Math.max(min(width), view.x)),
    y: Math.min(0, Math.max(min(height), view.y)),
  };
}

/**
 * A site plan's picture (issue 34) at the width of the screen, with what is drawn on it
 * (`children`, placed in shares of the picture: `PlanMarker`). Pinch or the buttons zoom, one
 * finger or the mouse pans, the wheel zooms on a desktop; the markers keep their size on screen.
 * `onTap` gets the spot of the picture a tap (not a pan) landed on.
 */
export const PlanCanvas = forwardRef<
  PlanCanvasHandle,
  { plan: SitePlan; children?: ReactNode; onTap?: (point: PlanPoint) => void; className?: string }
>(function PlanCanvas({ plan, children, onTap, className }, ref) {
  const { t } = useTranslation('sitePlans');
  const frame = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(FIT);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ moved: number; pinch?: number }>({ moved: 0 });

  const pointAt = (clientX: number, clientY: number): PlanPoint | null => {
    const box = frame.current?.getBoundingClientRect();
    if (!box) return null;
    const x = (clientX - box.left - view.x) / (box.width * view.scale);
    const y = (clientY - box.top - view.y) / (box.height * view.scale);
    return x >= 0 && x <= 1 && y >= 0 && y <= 1 ? { x, y } : null;
  };
  useImperativeHandle(ref, () => ({ pointAt }));

  /** Zooms by `factor` about a point of the frame (its own pixels). */
  const zoomAbout = (factor: number, fx: number, fy: number) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box) return;
    setView((v) => {
      const scale = Math.min(MAX_ZOOM, Math.max(1, v.scale * factor));
      const k = scale / v.scale;
      return clamp({ scale, x: fx - (fx - v.x) * k, y: fy - (fy - v.y) * k }, box.width, box.height);
    });
  };

  const down = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    gesture.current = { moved: 0 };
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const box = frame.current!.getBoundingClientRect();
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const all = [...pointers.current.values()];
    if (all.length === 2) {
      const [a, b] = all as [{ x: number; y: number }, { x: number; y: number }];
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (gesture.current.pinch)
        zoomAbout(distance / gesture.current.pinch, (a.x + b.x) / 2 - box.left, (a.y + b.y) / 2 - box.top);
      gesture.current = { moved: TAP_PX, pinch: distance };
      return;
    }
    const dx = event.clientX - last.x;
    const dy = event.clientY - last.y;
    gesture.current.moved += Math.abs(dx) + Math.abs(dy);
    setView((v) => clamp({ ...v, x: v.x + dx, y: v.y + dy }, box.width, box.height));
  };
  const up = (event: PointerEvent<HTMLDivElement>) => {
    const was = pointers.current.get(event.pointerId);
    pointers.current.delete(event.pointerId);
    if (!was || pointers.current.size > 0 || gesture.current.moved >= TAP_PX) return;
    const point = pointAt(event.clientX, event.clientY);
    if (point && onTap) onTap(point);
  };

  const button =
    'inline-flex size-10 items-center justify-center rounded-full bg-surface/90 text-foreground shadow-md ring-1 ring-border hover:bg-muted';
  return (
    <div
      ref={frame}
      className={cn(
        'relative touch-none overflow-hidden rounded-xl border-2 border-border bg-muted select-none',
        className,
      )}
      style={{ aspectRatio: `${plan.width} / ${plan.height}` }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onWheel={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        zoomAbout(event.deltaY < 0 ? 1.2 : 1 / 1.2, event.clientX - box.left, event.clientY - box.top);
      }}
      data-testid="plan-canvas"
    >
      <div
        className="absolute inset-0 origin-top-left"
        style={
          {
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
            '--zoom': view.scale,
          } as CSSProperties
        }
      >
        <img
          src={plan.imageUrl}
          alt={plan.name}
          draggable={false}
          className="pointer-events-none h-full w-full object-fill"
        />
        {children}
      </div>
      <div className="absolute right-2 bottom-2 flex gap-2 print:hidden">
        <button
          type="button"
          className={button}
          aria-label={t('zoomIn')}
          onClick={() => zoomAbout(1.5, 0, 0)}
        >
          <Plus className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={button}
          aria-label={t('zoomOut')}
          onClick={() => zoomAbout(1 / 1.5, 0, 0)}
        >
          <Minus className="size-5" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
});

/**
 * Something drawn on the plan at a spot of the picture, the same size on screen whatever the
 * zoom (its centre on the spot). A marker with `onClick` is a button.
 */
export function PlanMarker({
  at,
  label,
  className,
  children,
  onClick,
  onPointerDown,
  testId,
}: {
  at: PlanPoint;
  label?: string;
  className?: string;
  children?: ReactNode;
  onClick?: () => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  testId?: string;
}) {
  const style: CSSProperties = {
    left: `${at.x * 100}%`,
    top: `${at.y * 100}%`,
    transform: 'translate(-50%, -50%) scale(calc(1 / var(--zoom, 1)))',
  };
  const classes = cn('absolute flex items-center justify-center', className);
  return onClick || onPointerDown ? (
    <button
      type="button"
      aria-label={label}
      className={classes}
      style={style}
      onClick={onClick}
      onPointerDown={onPointerDown}
      // A pin is a button on screen and a mark on paper.
      data-print="keep"
      data-testid={testId}
    >
      {children}
    </button>
  ) : (
    <span className={classes} style={style} data-testid={testId}>
      {label && <span className="sr-only">{label}</span>}
      {children}
    </span>
  );
}

/**
 * A GPS fix's accuracy on the plan: a circle of its radius in metres, drawn to the picture's scale
 * (`diameter` in shares of its width), so it grows with the zoom as the ground does.
 */
export function AccuracyCircle({ at, diameter, far }: { at: PlanPoint; diameter: number; far: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'pointer-events-none absolute aspect-square rounded-full border',
        far ? 'border-destructive bg-destructive/15' : 'border-primary/70 bg-primary/15',
      )}
      style={{
        left: `${at.x * 100}%`,
        top: `${at.y * 100}%`,
        width: `${diameter * 100}%`,
        transform: 'translate(-50%, -50%)',
      }}
    />
  );
}
