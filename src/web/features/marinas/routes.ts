import { lazyWithPreload } from '#web/lib/lazy-with-preload.ts';
import type { ScreenRoute } from '#web/lib/screen-route.ts';

/** The screens of this feature (routes.tsx gathers every feature's); each page is its own chunk (ADR 0019). */
export const routes: readonly ScreenRoute[] = [
  {
    path: '/marina-settings',
    access: 'signed-in',
    component: lazyWithPreload(() =>
      import('./pages/marina-settings-page.tsx').then((m) => m.MarinaSettingsPage),
    ),
    // The page's words and each section's: a section is a chunk of its own that asks for its area's
    // namespace and the shared settings (the location types' also for the type names), so every
    // one comes with the page instead of a round trip after each section's chunk.
    words: [
      'marinas',
      'settings',
      'shifts',
      'checklists',
      'tours',
      'safety',
      'sitePlans',
      'locationTypes',
      'locations',
    ],
  },
];
