import { lazyWithPreload } from '#web/lib/lazy-with-preload.ts';

/**
 * The tours' section of Marina Settings, a chunk of its own: its dialog builds the tour schemas,
 * which the pages taking the tour card and the checkpoint lines from this feature's index (the
 * dashboard, the check-in) must neither download nor build (ADR 0019).
 */
export const ToursSettingsSection = lazyWithPreload(() =>
  import('./components/tours-section.tsx').then((m) => m.ToursSection),
);
