import { lazyWithPreload } from '#web/lib/lazy-with-preload.ts';

/**
 * The checklist templates' section of Marina Settings, a chunk of its own as every area's section:
 * its dialog loads the form libraries and builds the template schema, which a page reading this
 * feature's index for anything else must neither download nor build (ADR 0019).
 */
export const ChecklistsSettingsSection = lazyWithPreload(() =>
  import('./components/checklists-section.tsx').then((m) => m.ChecklistsSection),
);
