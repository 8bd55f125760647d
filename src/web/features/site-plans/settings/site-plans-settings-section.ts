import { lazyWithPreload } from '#web/lib/lazy-with-preload.ts';

/** The site plans section of Marina Settings, a chunk of its own as every area's section. */
export const SitePlansSettingsSection = lazyWithPreload(() =>
  import('./components/plans-section.tsx').then((m) => m.PlansSection),
);
