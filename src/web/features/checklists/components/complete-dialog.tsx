import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';

/** Completing with items left unticked is allowed (a guard may finish early), after a confirmation. */
export function CompleteDialog({
  open,
  onOpenChange,
  unticked,
  saving,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unticked: readonly string[];
  saving: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('checklists');
  return (
    <ConfirmDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('confirm.title')}
      description={t('confirm.unticked', { count: unticked.length })}
      confirmLabel={t('confirm.completeAnyway')}
      confirmVariant="primary"
      // The guard may still step back while the save runs.
      confirmDisabled={saving}
      cancelLabel={t('confirm.keepGoing')}
      onConfirm={onConfirm}
    >
      <ul className="max-h-48 list-disc space-y-1 overflow-y-auto pl-6">
        {unticked.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
