import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UnusualReading } from '#core/meters/consumption.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { unusualText } from '../lib/meter-text.ts';

interface UnusualReadingDialogProps {
  warning: UnusualReading | null;
  onConfirm: (warning: UnusualReading) => void;
  onCancel: () => void;
}

/**
 * Beyond the spec (issue 4): a reading lower than the previous one, or a use of more than 3 times
 * the meter's recent average, is confirmed before it is saved; the warning is kept with it.
 */
export function UnusualReadingDialog({ warning, onConfirm, onCancel }: UnusualReadingDialogProps) {
  const { t } = useTranslation('meters');
  return (
    <Dialog open={warning !== null} onOpenChange={(open) => !open && onCancel()}>
      {warning && (
        <DialogContent role="alertdialog" onCloseAutoFocus={(e) => e.preventDefault()}>
          <DialogHeader>
            <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-warning-soft text-warning">
              <TriangleAlert className="size-6" aria-hidden="true" />
            </span>
            <DialogTitle>{warning.kind === 'lower' ? t('unusual.lower') : t('unusual.high')}</DialogTitle>
            <DialogDescription className="text-foreground">{unusualText(warning)}</DialogDescription>
          </DialogHeader>
          <p className="text-muted-foreground">{t('unusual.help')}</p>
          <DialogFooter>
            <Button variant="outline" onClick={onCancel}>
              {t('unusual.correct')}
            </Button>
            <Button
              className="bg-warning text-warning-foreground hover:bg-warning/90"
              onClick={() => onConfirm(warning)}
            >
              {t('unusual.saveAnyway')}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
