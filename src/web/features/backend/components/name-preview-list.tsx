import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NamePreviewEntry } from '#core/backend/name-pattern.ts';
import { cn } from '#web/lib/cn.ts';

/** Old name → new name for each location; unchanged and blank names are marked. */
export function NamePreviewList({
  entries,
  label,
  className,
}: {
  entries: readonly NamePreviewEntry[];
  label: string;
  className?: string;
}) {
  const { t } = useTranslation('backend');
  return (
    <ul
      aria-label={label}
      className={cn('divide-y divide-border rounded-xl border border-border', className)}
    >
      {entries.map((entry) => {
        const newName = entry.newName.trim();
        const unchanged = newName === entry.originalName;
        return (
          <li
            key={entry.guid}
            data-testid="preview-entry"
            className="flex flex-wrap items-center gap-x-2 gap-y-0.5 px-3 py-2.5"
          >
            <span
              className={cn('break-all', !unchanged && 'text-muted-foreground line-through decoration-1')}
            >
              {entry.originalName}
            </span>
            <ArrowRight
              className="size-4 shrink-0 text-muted-foreground"
              aria-label={t('fixer.entry.becomes')}
            />
            {newName === '' ? (
              <span className="font-semibold text-destructive">{t('fixer.entry.blank')}</span>
            ) : (
              <span
                className={cn(
                  'break-all font-semibold',
                  unchanged ? 'text-muted-foreground' : 'text-success',
                )}
              >
                {newName}
              </span>
            )}
            {unchanged && <span className="text-muted-foreground text-sm">{t('fixer.entry.unchanged')}</span>}
          </li>
        );
      })}
    </ul>
  );
}
