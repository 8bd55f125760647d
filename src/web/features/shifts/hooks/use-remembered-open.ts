import { useCallback, useState } from 'react';

/** Which question cards of the current shift were left open: one entry, replaced by the next shift. */
export const QUESTION_CARDS_KEY = 'dockwatch.shiftQuestionCards';

type Card = 'start' | 'end';
interface Saved {
  shiftId: string;
  open: Partial<Record<Card, boolean>>;
}

function read(shiftId: string | null | undefined, card: Card): boolean | undefined {
  if (!shiftId) return undefined;
  try {
    const saved = JSON.parse(localStorage.getItem(QUESTION_CARDS_KEY) ?? 'null') as Saved | null;
    return saved?.shiftId === shiftId ? saved.open[card] : undefined;
  } catch {
    return undefined;
  }
}

function write(shiftId: string | null | undefined, card: Card, open: boolean): void {
  if (!shiftId) return;
  try {
    const saved = JSON.parse(localStorage.getItem(QUESTION_CARDS_KEY) ?? 'null') as Saved | null;
    const next: Saved = {
      shiftId,
      open: { ...(saved?.shiftId === shiftId ? saved.open : {}), [card]: open },
    };
    localStorage.setItem(QUESTION_CARDS_KEY, JSON.stringify(next));
  } catch {
    // No storage (private mode, full): the card still opens and closes, it is only not remembered.
  }
}

/**
 * The open state of a shift's question card, kept on the device per shift so a reload shows the
 * card as the guard left it. `initial` applies until the card is opened or closed. The setter may
 * name the shift, for a card opened right after the shift started (before this render knows it).
 */
export function useRememberedOpen(
  shiftId: string | null | undefined,
  card: Card,
  initial: boolean,
): [boolean, (open: boolean, forShift?: string | null) => void] {
  const [state, setState] = useState(() => ({ shiftId, open: read(shiftId, card) ?? initial }));
  const stale = state.shiftId !== shiftId;
  const open = stale ? (read(shiftId, card) ?? initial) : state.open;
  // Another shift (or the shift loading): start from what is stored for it.
  if (stale) setState({ shiftId, open });
  const set = useCallback(
    (next: boolean, forShift: string | null = shiftId ?? null) => {
      write(forShift, card, next);
      setState({ shiftId: forShift, open: next });
    },
    [shiftId, card],
  );
  return [open, set];
}
