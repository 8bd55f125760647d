import { CircleAlert, House, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** A screen-filling problem: the invalid URL or the failed load. */
export function RecordMeterProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation(['meters', 'common']);
  return (
    <section className="flex flex-col items-center rounded-2xl border border-border bg-surface px-6 py-10 text-center shadow-sm">
      <span className="mb-3 inline-flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive">
        <CircleAlert className="size-7" aria-hidden="true" />
      </span>
      <h2 className="font-bold text-lg">{message}</h2>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        {onRetry && (
          <Button onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            {t('common:tryAgain')}
          </Button>
        )}
        <Button asChild variant="outline">
          <Link href="/">
            <House aria-hidden="true" />
            {t('recordPage.goToDashboard')}
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** The recent readings while they load. */
export function RecentReadingsSkeleton() {
  const { t } = useTranslation('meters');
  return (
    <Card aria-busy="true" className="space-y-3 p-4">
      <span className="sr-only">{t('recordPage.loadingRecent')}</span>
      <Skeleton className="h-6 w-56 rounded-md" />
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </Card>
  );
}
