import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs` (a minute unless said) while the component is
 * mounted, so relative ages ('5m ago') and countdowns stay true.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
