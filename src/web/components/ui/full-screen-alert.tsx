import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * A screen-filling alert dialog over every page, for what must be answered before anything else (an
 * alarm, a question). `className` gives its layer (z-index), colours and top inset.
 */
export function FullScreenAlert({
  titleId,
  bodyId,
  className,
  children,
}: {
  titleId: string;
  bodyId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className={cn(
        'fixed inset-0 flex flex-col overflow-y-auto pb-[env(safe-area-inset-bottom)]',
        className,
      )}
    >
      {children}
    </div>
  );
}
