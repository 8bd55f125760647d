import { ClipboardCheck } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { childrenOf, lastFinalizedOf, openChecklistOf } from '#core/checklists/checklist-board.ts';
import { formatWhen } from '#core/checklists/when-label.ts';
import { Card } from '#web/components/ui/card.tsx';
import { IconBadge } from '#web/components/ui/icon-badge.tsx';
import { ListError, SectionHeading } from '#web/components/ui/list-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useMarinaLocations } from '#web/features/marina-locations/index.ts';
import { useOccupancyChecklists } from '../api/get-occupancy-checklists.ts';
import { useWhenTranslate } from '../when-translate.ts';
import { OccupancyChecklistCard } from './occupancy-checklist-card.tsx';
import { StartOccupancyButton } from './start-occupancy-button.tsx';

/**
 * The Occupancy section of a location page: its open occupancy checklist with a checkbox per
 * child location and Finalize, or Start when none is open (with the last finalized result).
 */
export function OccupancySection({ locationGuid, marinaId }: { locationGuid: string; marinaId: string }) {
  const { t } = useTranslation('occupancy');
  const when = useWhenTranslate();
  const checklists = useOccupancyChecklists(marinaId);
  const locations = useMarinaLocations(marinaId);
  const location = locations.data?.find((l) => l.guid === locationGuid);
  const children = useMemo(
    () => childrenOf(locations.data ?? [], locationGuid),
    [locations.data, locationGuid],
  );
  const open = checklists.data ? openChecklistOf(checklists.data, locationGuid) : undefined;
  const last = checklists.data ? lastFinalizedOf(checklists.data, locationGuid) : undefined;

  let content: React.ReactNode;
  if (checklists.isLoading || locations.isLoading) {
    content = <Skeleton className="h-36 w-full rounded-2xl" />;
  } else if (checklists.isError || locations.isError) {
    content = (
      <ListError
        title={t('section.loadFailed')}
        onRetry={() => {
          if (checklists.isError) void checklists.refetch();
          if (locations.isError) void locations.refetch();
        }}
      />
    );
  } else if (location && !location.hasOccupancy) {
    return null;
  } else if (open) {
    content = (
      <OccupancyChecklistCard
        checklist={open}
        childLocations={children}
        marinaId={marinaId}
        defaultOpen
        title={t('section.inProgress')}
      />
    );
  } else {
    content = (
      <Card className="flex flex-col items-center px-5 py-6 text-center">
        <IconBadge icon={ClipboardCheck} className="mb-2" />
        <p className="font-bold text-lg">{t('section.noneOpen')}</p>
        <p className="mt-1 max-w-xs text-muted-foreground">
          {last
            ? t('section.lastFinalized', {
                when: formatWhen(last.finalized!, undefined, when),
                present: last.presentCount,
                total: last.totalCount,
              })
            : t('section.startHint', { total: children.length })}
        </p>
        <StartOccupancyButton
          className="mt-4"
          locationGuid={locationGuid}
          locationName={location?.name ?? t('section.thisLocation')}
          childCount={children.length}
          marinaId={marinaId}
          label={t('section.start')}
        />
      </Card>
    );
  }

  return (
    <section aria-labelledby="occupancy-heading" className="space-y-2" data-testid="occupancy-section">
      <SectionHeading id="occupancy-heading" title={t('section.heading')} />
      {content}
    </section>
  );
}
