import { LoaderCircle, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from './ui/button.tsx';

/** Starts the next page this far before the end of the list comes into view. */
const AHEAD = '0px 0px 600px 0px';

/**
 * The end of a list that loads its next page as the user scrolls (an IntersectionObserver on this
 * line): 'Loading more…' while a page comes, the failure with a retry when one did not. The texts
 * are the caller's. Nothing is shown once the list is complete.
 */
export function MoreOnScroll({
  hasMore,
  fetching,
  loading,
  failed,
  onMore,
  loadingText,
  failedText,
  retryText,
}: {
  hasMore: boolean;
  /** Any fetch of the list: no next page is asked for while its pages are refreshed. */
  fetching: boolean;
  /** The next page is on its way. */
  loading: boolean;
  failed: boolean;
  onMore: () => void;
  loadingText: string;
  failedText: string;
  retryText: string;
}) {
  const line = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const node = line.current;
    if (!node || !hasMore) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
      rootMargin: AHEAD,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore]);

  // Also when a page has landed and the end is still in view (a tall screen, a short page).
  useEffect(() => {
    if (inView && hasMore && !fetching && !failed) onMore();
  }, [inView, hasMore, fetching, failed, onMore]);

  if (!hasMore) return null;
  return (
    <div
      ref={line}
      className="flex min-h-12 flex-wrap items-center justify-center gap-x-3 gap-y-2 py-3 text-muted-foreground"
      aria-live="polite"
      data-testid="more-on-scroll"
    >
      {failed ? (
        <>
          <span>{failedText}</span>
          <Button variant="outline" size="sm" onClick={onMore}>
            <RotateCw aria-hidden="true" />
            {retryText}
          </Button>
        </>
      ) : loading ? (
        <>
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          <span>{loadingText}</span>
        </>
      ) : null}
    </div>
  );
}
