import { Image, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { cn } from '#web/lib/cn.ts';

/** The Photo cell: a link opening the photo in a new tab, or 'No photo' (or just an empty icon). */
export function PhotoLink({ reading, quiet = false }: { reading: MeterReading; quiet?: boolean }) {
  const { t } = useTranslation('meters');
  const path = reading.meterImage?.photoPath;
  if (!path) {
    return quiet ? (
      <span className="inline-flex size-11 items-center justify-center text-border" title={t('row.noPhoto')}>
        <Image className="size-5" aria-hidden="true" />
        <span className="sr-only">{t('row.noPhoto')}</span>
      </span>
    ) : (
      <span className="inline-block text-muted-foreground text-xs leading-tight">{t('row.noPhoto')}</span>
    );
  }
  return (
    <a
      href={path}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('row.openPhoto')}
      className="inline-flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary hover:bg-primary-soft/70"
    >
      <Image className="size-5" aria-hidden="true" />
    </a>
  );
}

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-muted disabled:opacity-40';

/** Edit and delete buttons of one reading. */
export function ReadingActions({
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('meters');
  return (
    <div className="flex items-center justify-end">
      {canEdit && (
        <button
          type="button"
          aria-label={t('row.edit')}
          onClick={onEdit}
          className={cn(iconButton, 'text-primary')}
        >
          <Pencil className="size-5" aria-hidden="true" />
        </button>
      )}
      {canDelete && (
        <button
          type="button"
          aria-label={t('row.delete')}
          onClick={onDelete}
          className={cn(iconButton, 'text-destructive')}
        >
          <Trash2 className="size-5" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
