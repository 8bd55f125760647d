import { CloudOff, type LucideIcon, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { IconBadge } from '#web/components/ui/icon-badge.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';

/** An empty list: icon, the spec's text, a line of help and the next action. */
export function ListEmpty({
  icon,
  title,
  children,
  action,
  className,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border-2 border-border border-dashed bg-surface/70 px-5 py-8 text-center',
        className,
      )}
    >
      <IconBadge icon={icon} className="mb-3" />
      <p className="font-bold text-lg">{title}</p>
      {children && <div className="mt-1 max-w-xs text-muted-foreground">{children}</div>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

/** A list that failed to load, with a retry. */
export function ListError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-destructive/30 bg-destructive-soft px-5 py-7 text-center"
    >
      <CloudOff className="mb-2 size-7 text-destructive" aria-hidden="true" />
      <p className="font-bold text-destructive">{title}</p>
      <p className="mt-1 text-muted-foreground">{t('checkConnection')}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}

/** A part of a screen that failed to load, in a dashed box: what failed, and Retry. */
export function RetryPanel({
  children,
  onRetry,
  className,
}: {
  children: ReactNode;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-border border-dashed p-6 text-center',
        className,
      )}
    >
      {children}
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t('retry')}
      </Button>
    </div>
  );
}

/** Placeholder cards while a list loads. */
export function ListSkeleton({
  rows = 3,
  className = 'h-28',
  label,
}: {
  rows?: number;
  className?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-3" aria-busy="true" aria-label={label ?? t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} data-testid="list-placeholder">
          <Skeleton className={cn('w-full rounded-2xl', className)} />
        </li>
      ))}
    </ul>
  );
}

/** A section heading, with an optional count and an action on the right. */
export function SectionHeading({
  id,
  title,
  count,
  action,
}: {
  id: string;
  title: ReactNode;
  count?: number;
  action?: ReactNode;
}) {
  return (
    <div className="flex min-h-11 items-center justify-between gap-3 px-0.5">
      <h2 id={id} className="font-bold text-lg">
        {title}
        {count !== undefined && (
          <span className="ml-2 rounded-full bg-muted px-2 py-0.5 align-middle font-semibold text-muted-foreground text-sm tabular-nums">
            {count}
          </span>
        )}
      </h2>
      {action}
    </div>
  );
}
