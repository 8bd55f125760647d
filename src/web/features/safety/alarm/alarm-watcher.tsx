import { lazy, Suspense } from 'react';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { isAdminOf } from '#core/auth/permissions.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import { useOpenAlerts } from './open-alerts.ts';

const AlarmScreen = lazy(() => import('./alarm-screen.tsx').then((m) => ({ default: m.AlarmScreen })));

/**
 * For an admin of the current marina: its unanswered alerts (but their own) ring on whatever
 * screen is open, until someone acknowledges them (issue 33).
 */
export function AlarmWatcher({ user }: { user: AuthUser }) {
  const { marina } = useCurrentMarina();
  const admin = marina !== null && isAdminOf(user.permissions, marina.guid);
  const open = useOpenAlerts(marina?.guid ?? null, admin).data ?? [];
  const ringing = open.filter((alert) => alert.raisedBy.guid !== user.guid);
  if (!marina || ringing.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AlarmScreen alerts={ringing} timeZone={marina.timeZone} />
    </Suspense>
  );
}
