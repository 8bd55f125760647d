import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** An empty or failed list: icon, title, text and the next action. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  tone = 'primary',
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'primary' | 'destructive' | 'warning';
}) {
  const toneClass =
    tone === 'destructive'
      ? 'bg-destructive-soft text-destructive'
      : tone === 'warning'
        ? 'bg-warning-soft text-warning'
        : 'bg-primary-soft text-primary';
  return (
    <section className="flex flex-col items-center rounded-2xl border border-border bg-surface px-6 py-10 text-center shadow-sm">
      <span className={`mb-3 inline-flex size-14 items-center justify-center rounded-full ${toneClass}`}>
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="font-bold text-lg">{title}</h2>
      {children && <div className="mt-1 max-w-xs text-muted-foreground">{children}</div>}
      {action && <div className="mt-5">{action}</div>}
    </section>
  );
}
