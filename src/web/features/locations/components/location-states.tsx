import { CloudOff, MapPinOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** A location screen's frame: its header, back to `backTo`, over the body. */
function LocationScreen({
  header,
  backTo = '/locations',
  busy,
  children,
}: {
  header: string | undefined;
  backTo?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('locations');
  return (
    <>
      <PageHeader title={header ?? t('location')} backTo={backTo} />
      <PageBody aria-busy={busy ? 'true' : undefined}>{children}</PageBody>
    </>
  );
}

/** 'Location Not Found' with 'Go Back' to /locations. */
export function LocationNotFound({ title, header }: { title?: string; header?: string }) {
  const { t } = useTranslation(['locations', 'common']);
  return (
    <LocationScreen header={header}>
      <EmptyState
        icon={MapPinOff}
        title={title ?? t('states.notFound')}
        action={
          <Button asChild>
            <Link href="/locations">{t('common:goBack')}</Link>
          </Button>
        }
      >
        {t('states.notFoundText')}
      </EmptyState>
    </LocationScreen>
  );
}

/** The location could not be loaded for another reason (no signal, server error). */
export function LocationLoadError({
  onRetry,
  message,
  header,
}: {
  onRetry?: () => void;
  message?: string;
  header?: string;
}) {
  const { t } = useTranslation(['locations', 'common']);
  return (
    <LocationScreen header={header}>
      <EmptyState
        icon={CloudOff}
        tone="destructive"
        title={t('states.loadFailed')}
        action={onRetry && <Button onClick={onRetry}>{t('common:tryAgain')}</Button>}
      >
        {message ?? t('list.checkConnection')}
      </EmptyState>
    </LocationScreen>
  );
}

/** The location screen while it loads. */
export function LocationLoading({ title, backTo }: { title?: string; backTo?: string }) {
  return (
    <LocationScreen header={title} backTo={backTo} busy>
      <Skeleton className="h-14 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
      <Skeleton className="h-48 w-full rounded-2xl" />
    </LocationScreen>
  );
}
