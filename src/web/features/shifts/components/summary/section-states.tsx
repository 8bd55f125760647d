import { RotateCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** Placeholder lines while a section loads. */
export function SectionSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only">Loading</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="space-y-1.5">
          <Skeleton className="h-5 w-32 rounded-md" />
          <Skeleton className="h-4 w-3/4 rounded-md" />
        </div>
      ))}
    </div>
  );
}

/** A section that failed to load, with a retry. */
export function SectionError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p className="font-semibold text-destructive">The {what} could not be loaded.</p>
      <Button variant="outline" onClick={onRetry} className="print:hidden">
        <RotateCw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
