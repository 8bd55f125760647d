import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { checkInEndpoints } from '#core/check-in/check-in.endpoints.ts';
import type { LocationDetail } from '#core/locations/location.schema.ts';
import { parseScannedCode } from '#core/patrol/scan-target.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { endpointKey } from '#web/lib/call.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import { i18n } from '#web/lib/i18n/i18n.ts';

/**
 * Opens a scanned or typed code: this site's check-in or record-meter screen for a location of
 * the current marina; anything else is refused with a message (the check-in lookup tells which
 * marina a location belongs to). Offline, the lookup's answer kept on the phone stands in; without
 * one the code's screen opens unchecked.
 *
 * The lookup is the check-in screen's own first read, made through the query cache: the screen
 * finds the answer there and starts the check-in without asking the server a second time (one
 * round trip less between the tap and the confirmation).
 */
export function useOpenCode() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { marinaId, marinas } = useCurrentMarina();
  const [message, setMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const last = useRef<{ text: string; at: number } | null>(null);

  const open = useCallback(
    async (text: string) => {
      // The camera sees the same code many times a second: handle it once every few seconds.
      const now = Date.now();
      if (last.current && last.current.text === text && now - last.current.at < 3000) return;
      last.current = { text, at: now };
      const target = parseScannedCode(text, window.location.origin);
      if (target.kind === 'foreign') return setMessage(i18n.t('patrol:scanMessages.foreign'));
      if (target.kind === 'invalid') return setMessage(i18n.t('patrol:scanMessages.invalid'));
      setChecking(true);
      try {
        const location = await queryClient.fetchQuery<LocationDetail>({
          queryKey: endpointKey(checkInEndpoints.location, { params: { guid: target.guid } }),
          // Asked afresh at every scan: a location moved or deleted since is told at once.
          staleTime: 0,
        });
        if (marinaId && location.marinaId !== marinaId) {
          const name =
            marinas.find((m) => m.guid === location.marinaId)?.name ?? i18n.t('patrol:scan.anotherMarina');
          setMessage(i18n.t('patrol:scanMessages.otherMarina', { marina: name }));
          return;
        }
        navigate(target.path);
      } catch (error) {
        // No answer at all and none kept (offline on the dock): the check-in and meter screens
        // open from the locations kept on this phone and queue what the guard saves.
        if (!(error instanceof ApiError)) return navigate(target.path);
        setMessage(
          i18n.t(error.status === 403 ? 'patrol:scanMessages.noAccess' : 'patrol:scanMessages.unknown'),
        );
      } finally {
        setChecking(false);
      }
    },
    [marinaId, marinas, navigate, queryClient],
  );

  return { open, message, checking, clearMessage: () => setMessage(null) };
}
