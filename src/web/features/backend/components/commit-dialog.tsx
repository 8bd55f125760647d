import { useTranslation } from 'react-i18next';
import type { NamePreviewEntry } from '#core/backend/name-pattern.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { NamePreviewList } from './name-preview-list.tsx';

/** 'Commit Changes' asks first, listing every rename. */
export function CommitDialog({
  open,
  onOpenChange,
  changes,
  marinaName,
  committing,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  changes: readonly NamePreviewEntry[];
  marinaName: string;
  committing: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('backend');
  const n = changes.length;
  return (
    <ConfirmDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('fixer.confirm.title')}
      description={t('fixer.confirm.description', { count: n, marina: marinaName })}
      error={error}
      confirmLabel={t('fixer.confirm.rename', { count: n })}
      confirmVariant="primary"
      busy={committing}
      busyLabel={t('fixer.confirm.committing')}
      onConfirm={onConfirm}
    >
      <NamePreviewList
        entries={changes}
        label={t('fixer.confirm.listLabel')}
        className="max-h-[40dvh] overflow-y-auto"
      />
    </ConfirmDialog>
  );
}
