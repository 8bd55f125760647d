import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { cn } from '#web/lib/cn.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { type ActiveSos, activeSos, type SosPosition } from './active-sos.ts';
import { positionWithin, raiseSos } from './raise-sos.ts';
import type { SendPhase } from './sos-sheet.tsx';
import { useHoldToFire } from './use-hold-to-fire.ts';

/** How long the button is held before the SOS goes (issue 33: about two seconds). */
export const SOS_HOLD_MS = 2000;

const loadSheet = () => import('./sos-sheet.tsx');
const SosSheet = lazy(() => loadSheet().then((m) => ({ default: m.SosSheet })));

/** After the first screen has drawn: the sheet is never fetched at the moment the signal is gone. */
const WARM_AFTER_MS = 3000;

/**
 * The SOS button on every signed-in screen (issue 33): held for two seconds, with the fill
 * showing how long is left, it raises an alert at the current marina. It sits above any dialog
 * (and a press on it does not close one). While the guard's SOS is open, a tap shows it again.
 */
export function SosButton({ user }: { user: AuthUser }) {
  const { t } = useTranslation('shell');
  const { marina } = useCurrentMarina();
  const [sos, setSos] = useState<ActiveSos | null>(() => activeSos(user.guid));
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<SendPhase>({ phase: 'sent' });
  const position = useRef<Promise<SosPosition | null>>(Promise.resolve(null));

  // The sheet and its words are loaded ahead, not when the SOS fires: a phone that opened the app
  // once with a signal (before its service worker had cached them) can still raise one without.
  useEffect(() => {
    const timer = setTimeout(() => {
      void loadSheet();
      void i18n.loadNamespaces('safety');
    }, WARM_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const onPress = useCallback(() => {
    position.current = positionWithin(SOS_HOLD_MS);
  }, []);
  const onFire = useCallback(async () => {
    if (!marina) return;
    navigator.vibrate?.(200);
    const raised = {
      guid: crypto.randomUUID(),
      marinaGuid: marina.guid,
      userGuid: user.guid,
      position: await position.current,
    };
    setSos({ ...raised, raisedAt: new Date().toISOString() });
    setPhase({ phase: 'sending' });
    setOpen(true);
    raiseSos(raised, t('sos.label')).then(
      ({ outcome }) => setPhase({ phase: outcome }),
      (error: unknown) => setPhase({ phase: 'failed', reason: error instanceof Error ? error.message : '' }),
    );
  }, [marina, user.guid, t]);
  const hold = useHoldToFire(SOS_HOLD_MS, onPress, onFire);

  if (!marina) return null;
  const active = sos !== null;
  return createPortal(
    <div
      // Above dialogs (z-50) and toasts; clickable while a modal dialog makes the page inert.
      className="pointer-events-auto fixed right-3 z-[70] bottom-[calc(var(--spacing-nav)+env(safe-area-inset-bottom)+0.75rem)]"
    >
      <button
        type="button"
        aria-label={active ? t('sos.active') : t('sos.hold')}
        data-holding={hold.holding || undefined}
        {...(active ? { onClick: () => setOpen(true) } : hold.handlers)}
        className={cn(
          'relative flex size-16 touch-none select-none items-center justify-center overflow-hidden rounded-full',
          'border-4 border-white bg-destructive font-extrabold text-destructive-foreground text-lg shadow-lg',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-destructive',
          active && 'animate-pulse',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'absolute inset-0 origin-bottom bg-black/35 transition-transform',
            hold.holding ? 'scale-y-100 duration-[2000ms] ease-linear' : 'scale-y-0 duration-150',
          )}
        />
        <span className="relative">{t('sos.label')}</span>
      </button>
      {open && sos && (
        <Suspense fallback={null}>
          <SosSheet
            sos={sos}
            phase={phase}
            user={user}
            marina={marina}
            onClose={(answered) => {
              setOpen(false);
              if (answered) setSos(null);
            }}
          />
        </Suspense>
      )}
    </div>,
    document.body,
  );
}
