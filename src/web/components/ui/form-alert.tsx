import { CircleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A refusal shown inside a form or dialog, where it stays until the next attempt. It takes the
 * focus when it appears: the button that was pressed is disabled while saving, so the focus
 * would otherwise drop to the page, and a screen reader or keyboard user would be left with no
 * idea where they are. Callers clear it when the next attempt starts, so each refusal arrives
 * (and is focused) anew.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="flex items-start gap-2 rounded-xl border-2 border-destructive/40 bg-destructive-soft p-3 font-medium text-destructive outline-none focus-visible:ring-2 focus-visible:ring-destructive/60"
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">{children}</span>
    </div>
  );
}
