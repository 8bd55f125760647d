import { cn } from '#web/lib/cn.ts';

/** One column of a table: its heading and the classes of its header cell. */
export interface Column {
  heading: string;
  className?: string;
}

/** The header cells of a table's head row, one `scope="col"` cell a column. */
export function ColumnHeadings({ columns, className }: { columns: readonly Column[]; className?: string }) {
  return columns.map((column) => (
    <th key={column.heading} scope="col" className={cn(column.className, className) || undefined}>
      {column.heading}
    </th>
  ));
}
