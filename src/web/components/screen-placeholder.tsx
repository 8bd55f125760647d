import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconBadge } from '#web/components/ui/icon-badge.tsx';

interface ScreenPlaceholderProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}

/** Holds the place of a screen's content that has not been built yet; shows no invented data. */
export function ScreenPlaceholder({ icon, title, children }: ScreenPlaceholderProps) {
  return (
    <section className="flex flex-col items-center rounded-2xl border-2 border-border border-dashed bg-surface/60 px-6 py-10 text-center">
      <IconBadge icon={icon} size="lg" className="mb-3" />
      <h2 className="font-semibold text-lg">{title}</h2>
      {children && <div className="mt-1 max-w-xs text-muted-foreground">{children}</div>}
    </section>
  );
}
