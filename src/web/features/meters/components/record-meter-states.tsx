import { CircleAlert, House, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** A screen-filling problem: the invalid URL or the failed load. */
export function RecordMeterProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation(['meters', 'common']);
  return (
    <EmptyState
      icon={CircleAlert}
      tone="destructive"
      title={message}
      action={
        <div className="flex flex-wrap justify-center gap-2">
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
      }
    />
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
