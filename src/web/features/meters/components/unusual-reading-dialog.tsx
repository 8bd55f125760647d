import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UnusualReading } from '#core/meters/consumption.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { IconBadge } from '#web/components/ui/icon-badge.tsx';
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
    <ConfirmDialog
      open={warning !== null}
      onClose={onCancel}
      role="alertdialog"
      onCloseAutoFocus={(e) => e.preventDefault()}
      icon={<IconBadge icon={TriangleAlert} tone="warning" className="mb-3" />}
      title={warning?.kind === 'lower' ? t('unusual.lower') : t('unusual.high')}
      description={warning && unusualText(warning)}
      descriptionClassName="text-foreground"
      confirmLabel={t('unusual.saveAnyway')}
      confirmVariant="warning"
      cancelLabel={t('unusual.correct')}
      onConfirm={() => warning && onConfirm(warning)}
    >
      <p className="text-muted-foreground">{t('unusual.help')}</p>
    </ConfirmDialog>
  );
}
