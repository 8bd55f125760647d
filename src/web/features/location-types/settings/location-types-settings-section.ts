import { lazyWithPreload } from '#web/lib/lazy-with-preload.ts';

/**
 * The location types' section of Marina Settings, a chunk of its own as every area's section: its
 * dialogs build the type's schema, which a page reading this feature's index for anything else
 * must neither download nor build (ADR 0019).
 */
export const LocationTypesSettingsSection = lazyWithPreload(() =>
  import('./components/location-types-section.tsx').then((m) => m.LocationTypesSection),
);
