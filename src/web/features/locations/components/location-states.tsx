import { CloudOff, MapPinOff } from 'lucide-react';
import { Link } from 'wouter';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { EmptyState } from './empty-state.tsx';

/** 'Location Not Found' with 'Go Back' to /locations. */
export function LocationNotFound({
  title = 'Location Not Found',
  header = 'Location',
}: {
  title?: string;
  header?: string;
}) {
  return (
    <>
      <PageHeader title={header} backTo="/locations" />
      <PageBody>
        <EmptyState
          icon={MapPinOff}
          title={title}
          action={
            <Button asChild>
              <Link href="/locations">Go Back</Link>
            </Button>
          }
        >
          It may have been deleted, or the link is wrong.
        </EmptyState>
      </PageBody>
    </>
  );
}

/** The location could not be loaded for another reason (no signal, server error). */
export function LocationLoadError({
  onRetry,
  message,
  header = 'Location',
}: {
  onRetry?: () => void;
  message?: string;
  header?: string;
}) {
  return (
    <>
      <PageHeader title={header} backTo="/locations" />
      <PageBody>
        <EmptyState
          icon={CloudOff}
          tone="destructive"
          title="Failed to load location"
          action={onRetry && <Button onClick={onRetry}>Try Again</Button>}
        >
          {message ?? 'Check your connection, then try again.'}
        </EmptyState>
      </PageBody>
    </>
  );
}

/** The location screen while it loads. */
export function LocationLoading({
  title = 'Location',
  backTo = '/locations',
}: {
  title?: string;
  backTo?: string;
}) {
  return (
    <>
      <PageHeader title={title} backTo={backTo} />
      <PageBody aria-busy="true">
        <Skeleton className="h-14 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </PageBody>
    </>
  );
}
