import type { QueryClient } from '@tanstack/react-query';

/** How long no query may be fetching before the first screen counts as having its data. */
const QUIET_MS = 300;
/** Never later than this after the page loaded (a request that hangs must not hold the rest). */
const AT_MOST_MS = 10_000;

/**
 * Resolves once the page has loaded and its queries have been quiet for a moment: the first
 * screen has what it asked for, and work that no screen waits for can start without slowing it.
 */
export function whenFirstScreenSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const start = () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const done = () => {
        clearTimeout(timer);
        clearTimeout(cap);
        unsubscribe();
        resolve();
      };
      const check = () => {
        clearTimeout(timer);
        if (queryClient.isFetching() === 0) timer = setTimeout(done, QUIET_MS);
      };
      const cap = setTimeout(done, AT_MOST_MS);
      const unsubscribe = queryClient.getQueryCache().subscribe(check);
      check();
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
}
