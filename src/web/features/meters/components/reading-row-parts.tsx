import { Image, type LucideIcon, Pencil, Trash2 } from 'lucide-react';
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

/** What the user may do to one reading (Edit, Delete) and what each does. */
export interface ReadingChanges {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-muted disabled:opacity-40';

type IconActionProps = { label: string; icon: LucideIcon; className: string; onClick: () => void };

function IconAction({ label, icon: Icon, className, onClick }: IconActionProps) {
  return (
    <button type="button" aria-label={label} onClick={onClick} className={cn(iconButton, className)}>
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

/** Edit and delete buttons of one reading. */
export function ReadingActions({ canEdit, canDelete, onEdit, onDelete }: ReadingChanges) {
  const { t } = useTranslation('meters');
  return (
    <div className="flex items-center justify-end">
      {canEdit && (
        <IconAction label={t('row.edit')} icon={Pencil} className="text-primary" onClick={onEdit} />
      )}
      {canDelete && (
        <IconAction label={t('row.delete')} icon={Trash2} className="text-destructive" onClick={onDelete} />
      )}
    </div>
  );
}
