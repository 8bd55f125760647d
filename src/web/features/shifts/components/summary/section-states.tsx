import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** Placeholder lines while a section loads. */
export function SectionSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
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

/** A section that failed to load ('The check-ins could not be loaded.'), with a retry. */
export function SectionError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p className="font-semibold text-destructive">{text}</p>
      <Button variant="outline" onClick={onRetry} className="print:hidden">
        <RotateCw aria-hidden="true" />
        {t('retry')}
      </Button>
    </div>
  );
}

/** A read a section shows, as far as its states go (a react-query result). */
interface SectionRead {
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A section's content, or what stands in its place: placeholders while one of its reads is pending
 * (or while `waiting` for what the reads need, the marina say), the failure with a retry of every
 * read once one failed.
 */
export function SectionStates({
  reads,
  waiting = false,
  rows,
  failed,
  children,
}: {
  reads: readonly SectionRead[];
  waiting?: boolean;
  /** The placeholder lines. */
  rows: number;
  /** What failed ('The check-ins could not be loaded.'). */
  failed: string;
  children: ReactNode;
}) {
  if (waiting || reads.some((read) => read.isPending)) return <SectionSkeleton rows={rows} />;
  if (reads.some((read) => read.isError))
    return (
      <SectionError text={failed} onRetry={() => void Promise.all(reads.map((read) => read.refetch()))} />
    );
  return children;
}
