import { Play } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';
import { toastQueued } from '#web/lib/offline/queued-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useCreateOccupancyChecklist } from '../api/create-occupancy-checklist.ts';

/** Start: opens an occupancy checklist for a location (one guid per location, so a retry is safe). */
export function StartOccupancyButton({
  locationGuid,
  locationName,
  childCount,
  marinaId,
  onStarted,
  label,
  ...props
}: {
  locationGuid: string;
  locationName: string;
  /** Its live children: the counts of a checklist started without a network. */
  childCount: number;
  marinaId: string;
  onStarted?: () => void;
  label?: string;
} & Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation(['occupancy', 'common']);
  // Kept after a failure, so a retry cannot start a second checklist.
  const guid = useRef<string | null>(null);
  const start = useCreateOccupancyChecklist({
    onSuccess: ({ outcome }) => {
      guid.current = null;
      if (outcome === 'sent') toast({ title: t('messages.occupancyStarted'), variant: 'success' });
      else toastQueued('newOccupancyChecklist');
      onStarted?.();
    },
    onError: () =>
      toast({
        title: t('common:error'),
        description: t('messages.occupancyStartFailed'),
        variant: 'destructive',
      }),
  });

  const onClick = () => {
    guid.current ??= crypto.randomUUID();
    start.mutate({ guid: guid.current, locationId: locationGuid, marinaId, locationName, childCount });
  };

  return (
    <Button
      {...props}
      onClick={onClick}
      disabled={start.isPending || props.disabled}
      aria-label={t('start.label', { location: locationName })}
    >
      <Play aria-hidden="true" />
      {start.isPending ? t('start.starting') : (label ?? t('start.button'))}
    </Button>
  );
}
