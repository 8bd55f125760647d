import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TourRun } from '#core/tours/tour-run.schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useOnline } from '#web/lib/offline/use-outbox.ts';
import { refusalMessage } from '#web/lib/refusal.ts';
import { useFinishTourRun } from '../api/tour-runs.ts';

/** Ends an open run now: what is not scanned by then counts as missed. Needs the server. */
export function FinishRunButton({ run }: { run: TourRun }) {
  const { t } = useTranslation('tours');
  const [open, setOpen] = useState(false);
  const online = useOnline();
  const finish = useFinishTourRun();
  const left = run.progress.total - run.progress.scanned;
  return (
    <>
      <Button variant="outline" size="lg" className="w-full" disabled={!online} onClick={() => setOpen(true)}>
        {t('finish.button')}
      </Button>
      {!online && <p className="text-center text-muted-foreground text-sm">{t('finish.needsConnection')}</p>}
      <ConfirmDialog
        open={open}
        onClose={() => {
          setOpen(false);
          finish.reset();
        }}
        title={t('finish.title')}
        description={left === 0 ? t('finish.allScanned') : t('finish.leftMissed', { count: left })}
        error={finish.error ? refusalMessage(finish.error, t('finish.failed')) : null}
        confirmLabel={t('finish.button')}
        busy={finish.isPending}
        busyLabel={t('finish.busy')}
        onConfirm={() => finish.mutate(run.guid, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
