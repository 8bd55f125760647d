import { RotateCw } from 'lucide-react';
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
