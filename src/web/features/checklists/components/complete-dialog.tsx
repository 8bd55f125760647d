import { useTranslation } from 'react-i18next';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('confirm.title')}</DialogTitle>
          <DialogDescription>{t('confirm.unticked', { count: unticked.length })}</DialogDescription>
        </DialogHeader>
        <ul className="max-h-48 list-disc space-y-1 overflow-y-auto pl-6">
          {unticked.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('confirm.keepGoing')}</Button>
          </DialogClose>
          <Button onClick={onConfirm} disabled={saving}>
            {t('confirm.completeAnyway')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
