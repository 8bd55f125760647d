import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../cn.ts';

/** The mark of a record saved on this phone and not yet on the server (ADR 0021). */
export function PendingBadge({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  return (
    <span
      data-testid="pending-badge"
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full bg-warning-soft px-2.5 py-0.5 font-semibold text-warning text-xs',
        className,
      )}
    >
      <RefreshCw className="size-3.5" aria-hidden="true" />
      {t('offline.pendingBadge')}
    </span>
  );
}
