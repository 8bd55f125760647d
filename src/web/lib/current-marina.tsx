import { useQueryClient } from '@tanstack/react-query';
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

function readStored(): string | null {
  try {
    return localStorage.getItem(CURRENT_MARINA_KEY);
  } catch {
    return null;
  }
}

function store(marinaId: string | null): void {
  try {
    if (marinaId) localStorage.setItem(CURRENT_MARINA_KEY, marinaId);
  } catch (error) {
    console.warn('Could not store the current marina', error);
  }
}

/** The rules of spec 000 section 4 'Marina selection', applied whenever the user or shift changes. */
export function CurrentMarinaProvider({ children }: { children: ReactNode }) {
  const { user } = useAuthUser();
  const activeShift = useActiveShift(user !== null);
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<string | null>(null);
  const marinas = useMemo(() => user?.marinas ?? [], [user]);
  const shiftMarinaId = activeShift.data?.shift?.marinaId ?? null;
  const shiftKnown = activeShift.isFetched || activeShift.isError;

  useEffect(() => {
    if (!user || !shiftKnown) return;
    const result = selectMarina({
      current,
      stored: readStored(),
      marinas,
      activeShiftMarinaId: shiftMarinaId,
    });
    if (result.marinaId === current) return;
    setCurrent(result.marinaId);
    store(result.marinaId);
    if (result.followedShift) {
      for (const route of [activitiesEndpoints.feed, locationsEndpoints.list, shiftsEndpoints.list]) {
        void queryClient.invalidateQueries({ queryKey: endpointKey(route) });
      }
    }
    if (result.warning?.kind === 'access-removed-during-shift') {
      toast({
        title: i18n.t('shell:marina.accessChanged'),
        description: i18n.t('shell:marina.accessRemovedDuringShift'),
        variant: 'destructive',
      });
    } else if (result.warning?.kind === 'access-removed') {
      toast({
        title: i18n.t('shell:marina.accessChanged'),
        description: i18n.t('shell:marina.accessRemoved', { marina: result.warning.switchedTo }),
        variant: 'destructive',
      });
    }
  }, [user, shiftKnown, current, marinas, shiftMarinaId, queryClient]);

  const switchMarina = useCallback(
    (marinaId: string) => {
      if (shiftMarinaId) {
        toast({
          title: i18n.t('shell:marina.cannotSwitch'),
          description: i18n.t('shell:marina.endShiftFirst'),
          variant: 'destructive',
        });
        return false;
      }
      const marina = marinas.find((m) => m.guid === marinaId);
      if (!marina || marinaId === current) return false;
      setCurrent(marinaId);
      store(marinaId);
      toast({
        title: i18n.t('shell:marina.changed'),
        description: i18n.t('shell:marina.switchedTo', { marina: marina.name }),
      });
      return true;
    },
    [shiftMarinaId, marinas, current],
  );

  const value = useMemo<CurrentMarina>(
    () => ({
      marinaId: current,
      marina: marinas.find((m) => m.guid === current) ?? null,
      marinas,
      isResolving: user !== null && (!shiftKnown || (current === null && marinas.length > 0)),
      switchMarina,
    }),
    [current, marinas, user, shiftKnown, switchMarina],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useCurrentMarina(): CurrentMarina {
  const value = useContext(Context);
  if (!value) throw new Error('useCurrentMarina needs <CurrentMarinaProvider>');
  return value;
}
