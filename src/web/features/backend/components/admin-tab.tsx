import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesFilter } from '#web/features/backend/lib/backend-lists.ts';
import { AdminRow, ListToolbar } from './admin-list.tsx';
import { AdminListStates } from './admin-list-states.tsx';

interface AdminTabProps<T extends { guid: string }> {
  /** The tab, whose texts name its search box, its Add and its list. */
  section: 'clients' | 'marinas' | 'users';
  icon: LucideIcon;
  /** The read of the records. */
  query: { isLoading: boolean; isError: boolean; data?: readonly unknown[]; refetch: () => unknown };
  /** The records, in the order they are listed; stable between renders while they do not change. */
  records: readonly T[];
  /** The texts of a record the search box looks in; a function declared once, outside the tab. */
  searchText: (record: T) => readonly (string | null | undefined)[];
  onAdd: () => void;
  addDisabled?: boolean;
  /** A line between the toolbar and the list. */
  notice?: ReactNode;
  /** Still loading while the query is done (something else the rows need). */
  loading?: boolean;
  /** The empty list's line of help and its first Add. */
  emptyBody?: string;
  emptyAction?: ReactNode;
  skeletonRows?: number;
  columns: string;
  head: readonly string[];
  rowTestId: string;
  /** The name the Edit button of a record's row says ('Edit Bayside Marina'). */
  nameOf: (record: T) => string;
  onEdit: (record: T) => void;
  /** A record's cells, in the columns of `head`. */
  cells: (record: T) => ReactNode;
  /** The tab's dialog. */
  children: ReactNode;
}

/**
 * A backend tab: the search box and Add over the list of records, each row with its Edit (or what
 * stands in the list's place), and the tab's dialog.
 */
export function AdminTab<T extends { guid: string }>({
  section,
  records,
  searchText,
  onAdd,
  addDisabled,
  notice,
  rowTestId,
  nameOf,
  onEdit,
  cells,
  children,
  ...states
}: AdminTabProps<T>) {
  const { t } = useTranslation('backend');
  const [filter, setFilter] = useState('');
  const shown = useMemo(
    () => records.filter((record) => matchesFilter(filter, searchText(record))),
    [records, searchText, filter],
  );

  return (
    <div className="space-y-3">
      <ListToolbar
        filter={filter}
        onFilter={setFilter}
        placeholder={t(`${section}.search`)}
        addLabel={t(`${section}.add`)}
        onAdd={onAdd}
        addDisabled={addDisabled}
      />
      {notice}
      <AdminListStates section={section} shown={shown.length} filter={filter} {...states}>
        {shown.map((record) => (
          <AdminRow
            key={record.guid}
            columns={states.columns}
            editLabel={t('list.editItem', { name: nameOf(record) })}
            onEdit={() => onEdit(record)}
            data-testid={rowTestId}
          >
            {cells(record)}
          </AdminRow>
        ))}
      </AdminListStates>
      {children}
    </div>
  );
}
