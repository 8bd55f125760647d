import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { CHECKED_HASH, gpsProblem, isAlreadyChecked, patrolCheckBody } from '#core/check-in/check-in.ts';
import { personName } from '#core/common/person-name.ts';
import type { LocationDetail } from '#core/locations/location.schema.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { currentPosition } from '#web/lib/current-position.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { useOutbox } from '#web/lib/offline/use-outbox.ts';
import { errorCode } from '#web/lib/thrown.ts';
import { type PatrolCheckBody, useCreateCheckIn } from '../api/create-check-in.ts';

export type CheckInState =
  | { phase: 'waiting' }
  | { phase: 'checking' }
  | { phase: 'success' }
  /** Saved on the phone; the queue sends it when the network is back (ADR 0021). */
  | { phase: 'queued' }
  | { phase: 'already' }
  /** `message` is for everyone; `detail` (what the server said) only for admins. */
  | { phase: 'failed'; message: string; detail?: string }
  | { phase: 'gps-error'; message: string };

/**
 * The check-in of spec 000 section 4: checking -> success or failed (retry possible). Runs once
 * the location and the user are known; a '#checked' hash means it was done already.
 */
export function useCheckInFlow(location: LocationDetail | undefined, user: AuthUser | null) {
  const [state, setState] = useState<CheckInState>({ phase: 'waiting' });
  /** When the check-in that succeeded (or was saved on the phone) was recorded: its tour runs' windows hold it. */
  const [checkedAt, setCheckedAt] = useState<Date | null>(null);
  // One guid per page visit: 'Retry Check-in' sends it again, so the server keeps one check-in.
  const [guid] = useState(() => crypto.randomUUID());
  const lastBody = useRef<PatrolCheckBody | null>(null);
  const started = useRef(false);
  const createCheckIn = useCreateCheckIn();
  const { mutateAsync } = createCheckIn;

  const send = useCallback(
    async (body: PatrolCheckBody) => {
      setState({ phase: 'checking' });
      // The queue stamps the entry with its own clock a moment later; a run's window is minutes long.
      const at = new Date();
      try {
        const { outcome } = await mutateAsync(body);
        setCheckedAt(at);
        // Replaces the address rather than adding one, so going Back cannot land on an unchecked one.
        window.history.replaceState(window.history.state, '', CHECKED_HASH);
        setState({ phase: outcome === 'sent' ? 'success' : 'queued' });
      } catch (failure) {
        const message = i18n.t('checkIn:failed');
        setState({ phase: 'failed', message, detail: errorMessage(failure, message) });
      }
    },
    [mutateAsync],
  );

  const run = useCallback(async () => {
    if (!location || !user) return;
    setState({ phase: 'checking' });
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch (failure) {
      const error = failure === 'unsupported' ? 'unsupported' : { code: errorCode(failure) };
      setState({ phase: 'gps-error', message: i18n.t(`checkIn:gps.${gpsProblem(error)}`) });
      return;
    }
    try {
      lastBody.current = patrolCheckBody({
        guid,
        locationId: location.guid,
        staffName: personName(user),
        coords: position.coords,
      });
    } catch {
      // patrolCheckBody refuses only a check-in without its location or GPS figures (CheckInError).
      setState({ phase: 'failed', message: i18n.t('checkIn:missingData') });
      return;
    }
    await send(lastBody.current);
  }, [location, user, guid, send]);

  useEffect(() => {
    if (!location || !user || started.current) return;
    started.current = true;
    if (isAlreadyChecked(window.location.hash)) setState({ phase: 'already' });
    else void run();
  }, [location, user, run]);

  // A check-in saved offline: once its entry has left the queue (sent), the banner says so.
  const queuedEntry = useOutbox().find((entry) => entry.guid === guid);
  const seenQueued = useRef(false);
  useEffect(() => {
    if (state.phase !== 'queued') return;
    if (queuedEntry) seenQueued.current = true;
    else if (seenQueued.current) setState({ phase: 'success' });
  }, [state.phase, queuedEntry]);

  const retry = useCallback(() => {
    if (lastBody.current) void send(lastBody.current);
    else void run();
  }, [send, run]);

  return { state, retry, checkedAt };
}
