import { lazyWithPreload } from '#web/lib/lazy-with-preload.ts';
import type { ScreenRoute } from '#web/lib/screen-route.ts';

/** The screens of this feature (routes.tsx gathers every feature's); each page is its own chunk (ADR 0019). */
export const routes: readonly ScreenRoute[] = [
  {
    path: '/checklists',
    access: 'signed-in',
    component: lazyWithPreload(() => import('./pages/checklists-page.tsx').then((m) => m.ChecklistsPage)),
  },
  {
    path: '/checklists/:guid',
    access: 'signed-in',
    component: lazyWithPreload(() =>
      import('./pages/checklist-instance-page.tsx').then((m) => m.ChecklistInstancePage),
    ),
  },
];
