import { lazy, Suspense, useEffect, useState } from 'react';
import { checkDue } from '#core/safety/check-due.ts';
import { useActiveShift } from '#web/features/shifts/index.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import { lastAnswer, lastSign } from './check-schedule.ts';

const CheckScreen = lazy(() => import('./check-screen.tsx').then((m) => ({ default: m.CheckScreen })));

/** How often the phone looks whether a check is due (a timer alone would sleep with the page). */
const LOOK_EVERY_MS = 15_000;

/**
 * Timed safety checks (issue 33): during the guard's shift at a marina with checks on, the phone
 * asks "Are you OK?" on schedule, over every screen, until they answer. It keeps the schedule
 * without a signal (the shift and the marina's settings are kept reads, the last answer is on the
 * phone).
 */
export function SafetyCheckPrompt() {
  const { marina } = useCurrentMarina();
  const shift = useActiveShift().data?.shift ?? null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), LOOK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  if (!marina || !shift || shift.marinaId !== marina.guid) return null;
  const due = checkDue(lastSign(shift.startTime, lastAnswer(shift.guid)), marina.safety);
  if (!due || now < due.dueAt.getTime()) return null;
  return (
    <Suspense fallback={null}>
      <CheckScreen shiftGuid={shift.guid} marina={marina} due={due} onAnswered={() => setNow(Date.now())} />
    </Suspense>
  );
}
