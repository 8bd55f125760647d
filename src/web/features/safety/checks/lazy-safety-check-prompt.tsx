import { lazy, Suspense } from 'react';

const Prompt = lazy(() =>
  import('./safety-check-prompt.tsx').then((m) => ({ default: m.SafetyCheckPrompt })),
);

/**
 * The timed checks' prompt, loaded after the first screen: it reads the active shift (the shifts
 * feature), which the first download does not carry (decision 0019's budget).
 */
export function SafetyCheckPrompt() {
  return (
    <Suspense fallback={null}>
      <Prompt />
    </Suspense>
  );
}
