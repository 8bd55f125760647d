import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `count` parts of a screen to render yet: 0 on the first render, then one more per
 * task, each in a transition. A screen with several data-heavy sections (the location view under
 * the check-in banner) then paints its top at once and builds the rest in short tasks that leave
 * room for taps, instead of one long task on a slow phone (ADR 0018, Lighthouse).
 */
export function useStagedMount(count: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= count) return;
    // A macrotask, so the browser can paint and handle input between the stages.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => startTransition(() => setStage((s) => s + 1));
    channel.port2.postMessage(null);
    return () => channel.port1.close();
  }, [stage, count]);
  return stage;
}
