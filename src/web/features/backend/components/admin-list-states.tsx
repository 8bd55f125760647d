import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError, ListSkeleton } from '#web/components/ui/list-states.tsx';
import { AdminList } from './admin-list.tsx';

interface AdminListStatesProps {
  /** The tab, whose texts say what the list holds. */
  section: 'clients' | 'marinas' | 'users';
  icon: LucideIcon;
  /** The read of the records. */
  query: { isLoading: boolean; isError: boolean; data?: readonly unknown[]; refetch: () => unknown };
  /** Still loading while the query is done (something else the rows need). */
  loading?: boolean;
  /** How many records the filter keeps. */
  shown: number;
  filter: string;
  /** The empty list's line of help and its first Add. */
  emptyBody?: string;
  emptyAction?: ReactNode;
  skeletonRows?: number;
  columns: string;
  head: readonly string[];
  /** The rows. */
  children: ReactNode;
}

/**
 * A backend tab's list, or what stands in its place: placeholders while it loads, the failure with
 * a retry, the empty list with its first Add, no match for the filter.
 */
export function AdminListStates({
  section,
  icon,
  query,
  loading = query.isLoading,
  shown,
  filter,
  emptyBody,
  emptyAction,
  skeletonRows = 3,
  columns,
  head,
  children,
}: AdminListStatesProps) {
  const { t } = useTranslation('backend');
  if (loading) return <ListSkeleton rows={skeletonRows} className="h-20" label={t(`${section}.loading`)} />;
  if (query.isError)
    return <ListError title={t(`${section}.loadFailed`)} onRetry={() => void query.refetch()} />;
  if (!query.data?.length) {
    return (
      <ListEmpty icon={icon} title={t(`${section}.emptyTitle`)} action={emptyAction}>
        {emptyBody}
      </ListEmpty>
    );
  }
  if (shown === 0) {
    return (
      <ListEmpty icon={icon} title={t(`${section}.noMatchTitle`)}>
        {t('list.noMatch', { filter: filter.trim() })}
      </ListEmpty>
    );
  }
  return (
    <AdminList label={t(`${section}.listLabel`)} columns={columns} head={head}>
      {children}
    </AdminList>
  );
}
