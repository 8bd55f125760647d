/**
 * The phone's side of the timed checks (issue 33): the next "Are you OK?" is due (core's
 * checkDue) counted from the shift's start or the guard's last answer on this phone. It asks on schedule even when
 * the guard checked in a minute earlier (one tap); the server also counts the shift's records as a
 * sign of life, so it never raises an alert for a guard whose phone has not asked yet.
 */
/** The phone's last sign of life in the shift: the shift's start, or the guard's last answer after it. */
export function lastSign(shiftStart: string, lastAnswer: string | null): Date {
  return new Date(Math.max(Date.parse(shiftStart), lastAnswer ? Date.parse(lastAnswer) : 0));
}

const answerKey = (shiftGuid: string) => `dockwatch:safety-check:${shiftGuid}`;

/** The guard's last answer in this shift on this phone (kept offline and across a restart). */
export function lastAnswer(shiftGuid: string): string | null {
  try {
    return localStorage.getItem(answerKey(shiftGuid));
  } catch {
    return null;
  }
}

export function keepAnswer(shiftGuid: string, at: string): void {
  try {
    localStorage.setItem(answerKey(shiftGuid), at);
  } catch {
    // No storage: the prompt asks again at the next look, and the answer is still sent.
  }
}
