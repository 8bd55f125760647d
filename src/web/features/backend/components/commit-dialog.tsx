import { useTranslation } from 'react-i18next';
import type { NamePreviewEntry } from '#core/backend/name-pattern.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
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
  const { t } = useTranslation(['backend', 'common']);
  const n = changes.length;
  return (
    <Dialog open={open} onOpenChange={(next) => !committing && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('fixer.confirm.title')}</DialogTitle>
          <DialogDescription>
            {t('fixer.confirm.description', { count: n, marina: marinaName })}
          </DialogDescription>
        </DialogHeader>
        <NamePreviewList
          entries={changes}
          label={t('fixer.confirm.listLabel')}
          className="max-h-[40dvh] overflow-y-auto"
        />
        {error && (
          <div className="mt-4">
            <FormAlert>{error}</FormAlert>
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={committing}>
              {t('common:cancel')}
            </Button>
          </DialogClose>
          <Button type="button" onClick={onConfirm} disabled={committing}>
            {committing ? t('fixer.confirm.committing') : t('fixer.confirm.rename', { count: n })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
