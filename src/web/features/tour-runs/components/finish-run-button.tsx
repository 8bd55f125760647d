import { useState } from 'react';
import type { TourRun } from '#core/tours/tour-run.schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useOnline } from '#web/lib/offline/use-outbox.ts';
import { refusalMessage } from '#web/lib/refusal.ts';
import { useFinishTourRun } from '../api/tour-runs.ts';

/** Ends an open run now: what is not scanned by then counts as missed. Needs the server. */
export function FinishRunButton({ run }: { run: TourRun }) {
  const [open, setOpen] = useState(false);
  const online = useOnline();
  const finish = useFinishTourRun();
  const left = run.progress.total - run.progress.scanned;
  return (
    <>
      <Button variant="outline" size="lg" className="w-full" disabled={!online} onClick={() => setOpen(true)}>
        Finish run
      </Button>
      {!online && (
        <p className="text-center text-muted-foreground text-sm">Finishing a run needs a connection.</p>
      )}
      <ConfirmDialog
        open={open}
        onClose={() => {
          setOpen(false);
          finish.reset();
        }}
        title="Finish this run now?"
        description={
          left === 0
            ? 'Every checkpoint is scanned.'
            : `${left} checkpoint${left === 1 ? '' : 's'} not scanned yet will count as missed.`
        }
        error={
          finish.error ? refusalMessage(finish.error, 'The run could not be finished. Try again.') : null
        }
        confirmLabel="Finish run"
        busy={finish.isPending}
        busyLabel="Finishing..."
        onConfirm={() => finish.mutate(run.guid, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
