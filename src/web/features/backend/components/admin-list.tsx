import { Pencil, Search } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';

/**
 * The lists of the backend tabs: cards on a phone, a table-like grid from md up (one DOM, so
 * nothing is rendered twice). `columns` is the md grid template shared by the head and the rows.
 */
export function AdminList({
  label,
  columns,
  head,
  children,
}: {
  label: string;
  columns: string;
  head: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
      <div
        aria-hidden="true"
        className="hidden items-center gap-3 border-border border-b bg-muted/60 px-4 py-2.5 font-semibold text-muted-foreground text-xs uppercase tracking-wide md:flex"
      >
        <div className={cn('grid min-w-0 flex-1 gap-4', columns)}>
          {head.map((h) => (
            <span key={h}>{h}</span>
          ))}
        </div>
        <span className="w-20" />
      </div>
      <ul aria-label={label} className="divide-y divide-border">
        {children}
      </ul>
    </div>
  );
}

/** One row: its cells (stacked on a phone, in columns from md up) and the Edit button. */
export function AdminRow({
  columns,
  editLabel,
  onEdit,
  children,
  className,
  ...props
}: {
  columns: string;
  editLabel: string;
  onEdit: () => void;
  children: ReactNode;
} & Omit<ComponentProps<'li'>, 'children'>) {
  const { t } = useTranslation('backend');
  return (
    <li className={cn('flex items-center gap-3 px-4 py-3', className)} {...props}>
      <div className={cn('min-w-0 flex-1 space-y-1 md:grid md:items-center md:gap-4 md:space-y-0', columns)}>
        {children}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="w-20 shrink-0 text-primary"
        aria-label={editLabel}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" />
        <span aria-hidden="true">{t('list.edit')}</span>
      </Button>
    </li>
  );
}

/** A row's name, in bold, over its quiet details. */
export function RowName({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="break-words font-semibold leading-snug">{name}</p>
      {children}
    </div>
  );
}

/** A quiet line of a row: contact details, the client, the location. */
export function RowDetail({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cn('truncate text-muted-foreground text-sm', className)}>{children}</p>;
}

/** The search box and Add button above a list. */
export function ListToolbar({
  filter,
  onFilter,
  placeholder,
  addLabel,
  onAdd,
  addDisabled,
}: {
  filter: string;
  onFilter: (value: string) => void;
  placeholder: string;
  addLabel: string;
  onAdd: () => void;
  addDisabled?: boolean;
}) {
  return (
    <div className="flex items-center gap-2">
      <div className="relative min-w-0 flex-1">
        <Search
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-5 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={filter}
          onChange={(event) => onFilter(event.target.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          className="pr-2 pl-10"
          autoComplete="off"
        />
      </div>
      <Button onClick={onAdd} disabled={addDisabled} className="shrink-0 px-3">
        {addLabel}
      </Button>
    </div>
  );
}
