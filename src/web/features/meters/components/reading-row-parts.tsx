import { Image, Pencil, Trash2 } from 'lucide-react';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { cn } from '#web/lib/cn.ts';

/** The Photo cell: a link opening the photo in a new tab, or 'No photo' (or just an empty icon). */
export function PhotoLink({ reading, quiet = false }: { reading: MeterReading; quiet?: boolean }) {
  const path = reading.meterImage?.photoPath;
  if (!path) {
    return quiet ? (
      <span className="inline-flex size-11 items-center justify-center text-border" title="No photo">
        <Image className="size-5" aria-hidden="true" />
        <span className="sr-only">No photo</span>
      </span>
    ) : (
      <span className="inline-block text-muted-foreground text-xs leading-tight">No photo</span>
    );
  }
  return (
    <a
      href={path}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Open photo"
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
  return (
    <div className="flex items-center justify-end">
      {canEdit && (
        <button
          type="button"
          aria-label="Edit reading"
          onClick={onEdit}
          className={cn(iconButton, 'text-primary')}
        >
          <Pencil className="size-5" aria-hidden="true" />
        </button>
      )}
      {canDelete && (
        <button
          type="button"
          aria-label="Delete reading"
          onClick={onDelete}
          className={cn(iconButton, 'text-destructive')}
        >
          <Trash2 className="size-5" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
