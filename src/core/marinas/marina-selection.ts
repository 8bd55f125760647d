/** The marina selection rules of spec 000 section 4, as one pure decision. */
export interface MarinaSelectionInput {
  /** The marina in use now (null before the first choice). */
  current: string | null;
  /** What local storage holds under currentMarinaId. */
  stored: string | null;
  /**
   * Whether this user chose the stored marina (a shared phone keeps the last user's choice): only
   * then is a stored marina that left the user's list theirs, taken away, and worth a warning.
   */
  storedByThisUser?: boolean;
  /** The user's marinas, in server order. */
  marinas: readonly { guid: string; name: string }[];
  /** The marina of the active shift, if any. */
  activeShiftMarinaId: string | null;
}

/** `removed`: the marina the user lost, whose data the app should forget. */
export type MarinaWarning =
  | { kind: 'access-removed-during-shift'; removed: string }
  | { kind: 'access-removed'; removed: string; switchedTo: string };

export interface MarinaSelection {
  marinaId: string | null;
  /** The shift's marina took over: refresh activities, locations and shifts. */
  followedShift: boolean;
  warning?: MarinaWarning;
}

export function selectMarina(input: MarinaSelectionInput): MarinaSelection {
  const { current, stored, marinas, activeShiftMarinaId: shiftMarina } = input;
  const inList = (id: string | null) => id !== null && marinas.some((m) => m.guid === id);
  const first = marinas[0] ?? null;
  // The user's selection: the one in use, else (the app just opened) the one they stored.
  const selected = current ?? (input.storedByThisUser ? stored : null);

  if (selected !== null && !inList(selected)) {
    if (shiftMarina)
      return {
        marinaId: shiftMarina,
        followedShift: true,
        warning: { kind: 'access-removed-during-shift', removed: selected },
      };
    return {
      marinaId: first?.guid ?? null,
      followedShift: false,
      ...(first
        ? { warning: { kind: 'access-removed', removed: selected, switchedTo: first.name } as const }
        : {}),
    };
  }
  const chosen = current ?? (inList(stored) ? stored : (first?.guid ?? null));
  if (shiftMarina && shiftMarina !== chosen) return { marinaId: shiftMarina, followedShift: true };
  return { marinaId: chosen, followedShift: false };
}

/** Spec 000 section 5: a marina must be chosen, differ from the current one, and no shift be active. */
export function canSwitchMarina(
  target: string | null,
  current: string | null,
  shiftActive: boolean,
): boolean {
  return Boolean(target) && target !== current && !shiftActive;
}
