import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';

const FIRE_KEYS = new Set([' ', 'Enter']);

/**
 * A control that acts only after it was held for `ms` (a pocket tap does nothing): a pointer held
 * down on it, or Space or Enter held on it. `onPress` runs as the hold begins (to start what the
 * action will need, a GPS fix), `onFire` once it has lasted. Releasing early cancels it.
 */
export function useHoldToFire(ms: number, onPress: () => void, onFire: () => void) {
  const [holding, setHolding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    setHolding(false);
  }, []);

  const start = useCallback(() => {
    if (timer.current !== undefined) return;
    setHolding(true);
    onPress();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setHolding(false);
      onFire();
    }, ms);
  }, [ms, onPress, onFire]);

  useEffect(() => cancel, [cancel]);

  return {
    holding,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        // Not a press outside an open dialog: the dialog stays open under the SOS.
        event.stopPropagation();
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        start();
      },
      onPointerUp: cancel,
      onPointerCancel: cancel,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (!FIRE_KEYS.has(event.key)) return;
        event.preventDefault();
        if (!event.repeat) start();
      },
      onKeyUp: (event: KeyboardEvent<HTMLElement>) => {
        if (FIRE_KEYS.has(event.key)) cancel();
      },
      // A long press on a phone opens no menu and selects no text.
      onContextMenu: (event: { preventDefault(): void }) => event.preventDefault(),
    },
  };
}
