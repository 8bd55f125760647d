import { lazyWithPreload } from '#web/lib/lazy-with-preload.ts';
import { queryClient } from '#web/lib/query-client.ts';
import type { ScreenRoute } from '#web/lib/screen-route.ts';
import { checkInLocationQueryOptions } from './api/get-check-in-location.ts';

/** The screens of this feature (routes.tsx gathers every feature's); each page is its own chunk (ADR 0019). */
export const routes: readonly ScreenRoute[] = [
  {
    path: '/check-in/:guid',
    access: 'public',
    component: lazyWithPreload(() => import('./pages/check-in-page.tsx').then((m) => m.CheckInPage)),
    words: ['checkIn', 'locations', 'issues', 'activity', 'tours', 'meters'],
    // A scanned tag opens the app cold: its location is asked for alongside the page's chunk
    // rather than once the chunk has loaded and rendered (the page's own query then finds it).
    prefetch: ({ guid }) => {
      if (!guid) return;
      const tag = checkInLocationQueryOptions(guid);
      if (!queryClient.getQueryState(tag.queryKey)) void queryClient.prefetchQuery(tag);
    },
  },
];
