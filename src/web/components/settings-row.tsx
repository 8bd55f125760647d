import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A row of a `RowGroup`: an optional icon tile, the name over its details, and the row's button (Edit). */
export function SettingsRow({
  icon: Icon,
  name,
  muted,
  action,
  children,
  ...props
}: {
  icon?: LucideIcon;
  name: string;
  /** The name greyed out: the record is inactive. */
  muted?: boolean;
  action?: ReactNode;
  /** The details under the name. */
  children?: ReactNode;
} & Omit<ComponentProps<'li'>, 'children' | 'className'>) {
  return (
    <li className="flex items-center gap-3 py-3 pr-2 pl-4" {...props}>
      {Icon && (
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-muted">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className={cn('break-words font-semibold leading-snug', muted && 'text-muted-foreground')}>
          {name}
        </p>
        {children}
      </div>
      {action}
    </li>
  );
}
