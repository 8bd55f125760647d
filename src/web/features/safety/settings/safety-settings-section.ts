import { lazyWithPreload } from '#web/lib/lazy-with-preload.ts';

/**
 * The safety section of Marina Settings, a chunk of its own as every area's section: its form
 * builds the settings' schema, which a page reading this feature's index must not download (ADR 0019).
 */
export const SafetySettingsSection = lazyWithPreload(() =>
  import('./components/safety-section.tsx').then((m) => m.SafetySection),
);
