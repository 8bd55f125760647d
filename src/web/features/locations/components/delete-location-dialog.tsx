import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';

interface DeleteLocationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  /** Every location below this one (they are deleted with it). */
  descendants: { guid: string; name: string }[];
  deleting: boolean;
  onConfirm: () => void;
}

/** 'Delete Location': names the location, warns about and lists its child locations. */
export function DeleteLocationDialog({
  open,
  onOpenChange,
  name,
  descendants,
  deleting,
  onConfirm,
}: DeleteLocationDialogProps) {
  const { t } = useTranslation('locations');
  return (
    <ConfirmDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('delete.title')}
      description={t('delete.confirm', { name })}
      descriptionClassName="text-foreground"
      confirmLabel={t('delete.delete')}
      busy={deleting}
      busyLabel={t('delete.deleting')}
      onConfirm={onConfirm}
    >
      {descendants.length > 0 && (
        <div className="rounded-xl border-2 border-warning/40 bg-warning-soft p-3" role="note">
          <p className="flex items-start gap-2 font-semibold text-warning">
            <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {t('delete.childWarning', { count: descendants.length })}
          </p>
          <ul
            className="mt-2 max-h-40 space-y-0.5 overflow-y-auto pl-7 text-foreground text-sm"
            aria-label={t('delete.children')}
          >
            {descendants.map((child) => (
              <li key={child.guid} className="list-disc break-words">
                {child.name}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-3 font-medium text-destructive">{t('delete.undone')}</p>
    </ConfirmDialog>
  );
}
