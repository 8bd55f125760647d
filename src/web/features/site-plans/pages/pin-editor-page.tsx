import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminOf } from '#core/auth/permissions.ts';
import type { Pin } from '#core/site-plans/site-plan.schema.ts';
import { AdminRequired } from '#web/components/admin-required.tsx';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useMarinaLocations } from '#web/features/marina-locations/index.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { saveToasts } from '#web/lib/save-toasts.ts';
import { usePlans, useUpdatePlan } from '../api/plans.ts';
import { PlanCanvas, type PlanCanvasHandle, PlanMarker } from '../components/plan-canvas.tsx';

/** A location or a pin on its way to a spot: where the finger is. */
interface Drag {
  locationId: string;
  x: number;
  y: number;
}

/** A press that moves farther than this is a drag, not a tap. */
const DRAG_PX = 6;

/**
 * /plans/:guid/pins (issue 34): an admin places the marina's locations on the plan, by dragging a
 * location from the list onto the picture (or tapping it, then its spot), and moves a pin by
 * dragging it; Save keeps them all.
 */
export function PinEditorPage({ user, params }: SignedInPageProps) {
  const { t } = useTranslation('sitePlans');
  const { marinaId, marina, isResolving } = useCurrentMarina();
  const plans = usePlans(marinaId);
  const locations = useMarinaLocations(marinaId);
  const save = useUpdatePlan();
  const plan = plans.data?.find((p) => p.guid === params.guid?.toLowerCase());
  const [pins, setPins] = useState<Pin[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [search, setSearch] = useState('');
  const canvas = useRef<PlanCanvasHandle>(null);
  const pressed = useRef<{ locationId: string; x: number; y: number } | null>(null);

  useEffect(() => {
    if (plan && pins === null) setPins(plan.pins);
  }, [plan, pins]);

  const place = useCallback(
    (locationId: string, at: { x: number; y: number }) =>
      setPins((all) => [...(all ?? []).filter((p) => p.locationId !== locationId), { locationId, ...at }]),
    [],
  );

  // A press on a location or a pin becomes a drag once it moves; letting go over the picture places it.
  useEffect(() => {
    const move = (event: PointerEvent) => {
      const press = pressed.current;
      if (!press) return;
      if (!drag && Math.hypot(event.clientX - press.x, event.clientY - press.y) < DRAG_PX) return;
      setDrag({ locationId: press.locationId, x: event.clientX, y: event.clientY });
    };
    const up = (event: PointerEvent) => {
      const press = pressed.current;
      pressed.current = null;
      if (!press || !drag) return;
      const at = canvas.current?.pointAt(event.clientX, event.clientY);
      if (at) place(press.locationId, at);
      setDrag(null);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
  }, [drag, place]);

  const header = (
    <PageHeader title={t('editor.title')} subtitle={plan?.name ?? marina?.name} backTo="/marina-settings" />
  );
  if (isResolving || plans.isPending || locations.isPending) return <LoadingScreen />;
  if (!marinaId || !isAdminOf(user.permissions, marinaId) || !plan)
    return <AdminRequired header={header}>{t('noneAdmin')}</AdminRequired>;

  const names = new Map((locations.data ?? []).map((l) => [l.guid, l.name]));
  const nameOf = (guid: string) => names.get(guid) ?? '';
  const shown = (pins ?? []).filter((p) => names.has(p.locationId));
  const pinned = new Set(shown.map((p) => p.locationId));
  const query = search.trim().toLowerCase();
  const unpinned = (locations.data ?? [])
    .filter((l) => !pinned.has(l.guid) && l.name.toLowerCase().includes(query))
    .sort((a, b) => a.name.localeCompare(b.name));
  const startPress = (locationId: string) => (event: React.PointerEvent) => {
    pressed.current = { locationId, x: event.clientX, y: event.clientY };
  };

  return (
    <>
      {header}
      <PageBody className="space-y-4 pb-28">
        <p className="text-muted-foreground text-sm">
          {chosen ? t('editor.chosen', { name: nameOf(chosen) }) : t('editor.help')}
        </p>
        {/* The picture stays in sight while the list scrolls under it: a location is dragged up onto it. */}
        <div className="sticky top-16 z-10 -mx-4 bg-background px-4 pt-1 pb-2">
          <PlanCanvas
            ref={canvas}
            plan={plan}
            onTap={(at) => {
              if (!chosen) return;
              place(chosen, at);
              setChosen(null);
            }}
          >
            {shown.map((pin) => (
              <PlanMarker
                key={pin.locationId}
                at={pin}
                label={nameOf(pin.locationId)}
                className="min-h-8 min-w-8 touch-none rounded-full bg-primary px-2 font-semibold text-primary-foreground text-xs shadow-md ring-2 ring-white"
                onPointerDown={startPress(pin.locationId)}
                testId="editor-pin"
              >
                {nameOf(pin.locationId)}
              </PlanMarker>
            ))}
          </PlanCanvas>
        </div>
        <section aria-labelledby="unpinned" className="space-y-2">
          <h2 id="unpinned" className="font-bold text-lg">
            {t('editor.unpinned')}
          </h2>
          <Input
            aria-label={t('editor.search')}
            placeholder={t('editor.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {unpinned.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('editor.allPinned')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {unpinned.slice(0, 200).map((l) => (
                <li key={l.guid}>
                  <button
                    type="button"
                    aria-pressed={chosen === l.guid}
                    className="min-h-11 touch-none select-none rounded-full border-2 border-border bg-surface px-3.5 font-semibold aria-pressed:border-primary aria-pressed:bg-primary-soft"
                    onPointerDown={startPress(l.guid)}
                    onClick={() => setChosen((c) => (c === l.guid ? null : l.guid))}
                    data-testid="editor-location"
                  >
                    {l.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {shown.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {shown.map((pin) => (
              <li key={pin.locationId}>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('editor.removePin', { name: nameOf(pin.locationId) })}
                  onClick={() => setPins((all) => (all ?? []).filter((p) => p.locationId !== pin.locationId))}
                >
                  {nameOf(pin.locationId)}
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="fixed inset-x-0 bottom-16 z-30 border-border border-t bg-surface/95 p-3 print:hidden">
          <Button
            className="mx-auto flex w-full max-w-md"
            disabled={save.isPending}
            onClick={() =>
              save.mutate(
                { guid: plan.guid, pins: shown },
                saveToasts(t('editor.saved'), t('editor.failed'), () => undefined),
              )
            }
          >
            {t('editor.save')}
          </Button>
        </div>
      </PageBody>
      {drag && (
        <div
          className="pointer-events-none fixed z-50 rounded-full bg-primary px-3 py-1.5 font-semibold text-primary-foreground text-sm shadow-lg"
          style={{ left: drag.x, top: drag.y, transform: 'translate(-50%, -120%)' }}
          aria-hidden="true"
        >
          {names.get(drag.locationId)}
        </div>
      )}
    </>
  );
}
