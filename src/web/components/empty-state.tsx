import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconBadge, type IconBadgeTone } from '#web/components/ui/icon-badge.tsx';

/** An empty, failed or missing content card: icon, title, text and the next action. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  tone = 'primary',
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: IconBadgeTone;
}) {
  return (
    <section className="flex flex-col items-center rounded-2xl border border-border bg-surface px-6 py-10 text-center shadow-sm">
      <IconBadge icon={icon} tone={tone} size="lg" className="mb-3" />
      <h2 className="font-bold text-lg">{title}</h2>
      {children && <div className="mt-1 max-w-xs text-muted-foreground">{children}</div>}
      {action && <div className="mt-5">{action}</div>}
    </section>
  );
}
