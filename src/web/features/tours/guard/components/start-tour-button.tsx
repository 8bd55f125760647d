import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useStartTourRun } from '#web/features/tours/runs/api/tour-runs.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useRetryGuid } from '#web/lib/use-retry-guid.ts';

/**
 * 'Start tour now': a run of the tour starting now (POST /api/tours/{guid}/runs). The start is the
 * server's time, so it needs a connection: offline the button is disabled (the card says why). A
 * retry after a failure sends the same guid; each start that succeeded makes the next one new.
 */
export function StartTourButton({ tour, online }: { tour: { guid: string; name: string }; online: boolean }) {
  const { t } = useTranslation(['tours', 'common']);
  const start = useStartTourRun();
  const guidFor = useRetryGuid();
  const [started, setStarted] = useState(0);
  // mutateAsync, not mutate's callbacks: the started run replaces this button (it unmounts) before
  // they would run, and the guard must still hear that the tour started.
  const onClick = async () => {
    try {
      await start.mutateAsync({ tourGuid: tour.guid, guid: guidFor({ tour: tour.guid, started }) });
      setStarted((n) => n + 1);
      toast({ title: t('start.started'), description: tour.name, variant: 'success' });
    } catch (error) {
      toast({ title: t('common:error'), description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <Button
      onClick={() => void onClick()}
      disabled={!online || start.isPending}
      aria-label={t('start.label', { tour: tour.name })}
      className="w-full sm:w-auto"
    >
      <Play aria-hidden="true" />
      {start.isPending ? t('start.starting') : t('start.button')}
    </Button>
  );
}
