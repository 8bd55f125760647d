import { type Query, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import type { MarinaSummary } from '#core/auth/auth-user.schema.ts';
import { locationsEndpoints } from '#core/locations/locations.endpoints.ts';
import { selectMarina } from '#core/marinas/marina-selection.ts';
import { shiftsEndpoints } from '#core/shifts/shifts.endpoints.ts';
import { useAuthUser } from '#web/features/auth/api/get-auth-user.ts';
import { useActiveShift } from '#web/features/shifts/api/get-active-shift.ts';
import { endpointKey } from './call.ts';
import { i18n } from './i18n/i18n.ts';
import { toast } from './toast.ts';

/** Spec 000 section 9: the current marina id lives in local storage under this key. */
export const CURRENT_MARINA_KEY = 'currentMarinaId';
/** Who chose it (the user's guid): a shared phone's next user was not taken away from it. */
export const CURRENT_MARINA_USER_KEY = 'currentMarinaUser';

export interface CurrentMarina {
  /** The current marina's guid; null while loading or when the user has no marina. */
  marinaId: string | null;
  marina: MarinaSummary | null;
  marinas: MarinaSummary[];
  /** True until the user and the active shift are known and a marina is chosen. */
  isResolving: boolean;
  /** The Change Marina action (refused with a toast while a shift is active). */
  switchMarina(marinaId: string): boolean;
}

const Context = createContext<CurrentMarina | null>(null);

function readStored(): { marinaId: string | null; userGuid: string | null } {
  try {
    return {
      marinaId: localStorage.getItem(CURRENT_MARINA_KEY),
      userGuid: localStorage.getItem(CURRENT_MARINA_USER_KEY),
    };
  } catch {
    return { marinaId: null, userGuid: null };
  }
}

function store(marinaId: string | null, userGuid: string | undefined): void {
  try {
    if (!marinaId) return;
    localStorage.setItem(CURRENT_MARINA_KEY, marinaId);
    if (userGuid) localStorage.setItem(CURRENT_MARINA_USER_KEY, userGuid);
  } catch (error) {
    console.warn('Could not store the current marina', error);
  }
}

/** A query asking for this marina's data (its key's parameters name it). */
const isOfMarina = (marinaId: string) => (query: Query) => {
  const params = query.queryKey[1];
  return (
    typeof params === 'object' && params !== null && 'marinaId' in params && params.marinaId === marinaId
  );
};

/** The rules of spec 000 section 4 'Marina selection', applied whenever the user or shift changes. */
export function CurrentMarinaProvider({ children }: { children: ReactNode }) {
  const { user } = useAuthUser();
  const activeShift = useActiveShift(user !== null);
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<string | null>(null);
  const marinas = useMemo(() => user?.marinas ?? [], [user]);
  const shiftMarinaId = activeShift.data?.shift?.marinaId ?? null;
  const shiftKnown = activeShift.isFetched || activeShift.isError;

  // The choice is worked out while rendering: the screens below ask for the marina's data in the
  // render that learns the shift, not one effect and one more render of the whole app later.
  const selection = useMemo(() => {
    if (!user || !shiftKnown) return null;
    const stored = readStored();
    return selectMarina({
      current,
      stored: stored.marinaId,
      storedByThisUser: stored.userGuid === user.guid,
      marinas,
      activeShiftMarinaId: shiftMarinaId,
    });
  }, [user, shiftKnown, current, marinas, shiftMarinaId]);
  const marinaId = selection?.marinaId ?? current;

  // Then kept (state, local storage), and what changed said.
  useEffect(() => {
    if (!selection || selection.marinaId === current) return;
    setCurrent(selection.marinaId);
    store(selection.marinaId, user?.guid);
    const removed = selection.warning?.removed;
    // The lost marina's kept answers go: no screen shows them again (issue 30 item 14).
    if (removed && removed !== selection.marinaId)
      queryClient.removeQueries({ predicate: isOfMarina(removed) });
    if (selection.followedShift) {
      for (const route of [activitiesEndpoints.feed, locationsEndpoints.list, shiftsEndpoints.list]) {
        void queryClient.invalidateQueries({ queryKey: endpointKey(route) });
      }
    }
    if (selection.warning?.kind === 'access-removed-during-shift') {
      toast({
        title: i18n.t('shell:marina.accessChanged'),
        description: i18n.t('shell:marina.accessRemovedDuringShift'),
        variant: 'destructive',
      });
    } else if (selection.warning?.kind === 'access-removed') {
      toast({
        title: i18n.t('shell:marina.accessChanged'),
        description: i18n.t('shell:marina.accessRemoved', { marina: selection.warning.switchedTo }),
        variant: 'destructive',
      });
    }
  }, [selection, current, queryClient, user]);

  const switchMarina = useCallback(
    (target: string) => {
      if (shiftMarinaId) {
        toast({
          title: i18n.t('shell:marina.cannotSwitch'),
          description: i18n.t('shell:marina.endShiftFirst'),
          variant: 'destructive',
        });
        return false;
      }
      const marina = marinas.find((m) => m.guid === target);
      if (!marina || target === marinaId) return false;
      setCurrent(target);
      store(target, user?.guid);
      toast({
        title: i18n.t('shell:marina.changed'),
        description: i18n.t('shell:marina.switchedTo', { marina: marina.name }),
      });
      return true;
    },
    [shiftMarinaId, marinas, marinaId, user],
  );

  const value = useMemo<CurrentMarina>(
    () => ({
      marinaId,
      marina: marinas.find((m) => m.guid === marinaId) ?? null,
      marinas,
      isResolving: user !== null && (!shiftKnown || (marinaId === null && marinas.length > 0)),
      switchMarina,
    }),
    [marinaId, marinas, user, shiftKnown, switchMarina],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useCurrentMarina(): CurrentMarina {
  const value = useContext(Context);
  if (!value) throw new Error('useCurrentMarina needs <CurrentMarinaProvider>');
  return value;
}
