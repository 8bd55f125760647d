import { ClipboardCheck, History, ListPlus, MapPin } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  childrenOf,
  occupancyLocationsToStart,
  openOccupancyChecklists,
  recentlyCompleted,
} from '#core/checklists/checklist-board.ts';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ListEmpty, ListError, ListSkeleton, SectionHeading } from '#web/components/ui/list-states.tsx';
import { useMarinaLocations } from '#web/features/marina-locations/index.ts';
import { OccupancyChecklistCard, useOccupancyChecklists } from '#web/features/occupancy/index.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { useChecklistInstances } from '../api/get-checklist-instances.ts';
import { useChecklists } from '../api/get-checklists.ts';
import { ActiveInstanceCard } from '../components/active-instance-card.tsx';
import { RecentlyCompletedList } from '../components/recently-completed-list.tsx';
import { TemplateList } from '../components/template-list.tsx';

/** /checklists: Active Checklists, Templates and Recently Completed (spec 001 section 2). */
export function ChecklistsPage(_props: SignedInPageProps) {
  const { t } = useTranslation('checklists');
  const { marinaId, marina, isResolving } = useCurrentMarina();
  const instances = useChecklistInstances(marinaId);
  const templates = useChecklists(marinaId);
  const occupancy = useOccupancyChecklists(marinaId);
  const locations = useMarinaLocations(marinaId);

  const board = useMemo(() => {
    const locationList = locations.data ?? [];
    const childCounts = new Map<string, number>();
    for (const l of locationList) {
      if (l.parentId) childCounts.set(l.parentId, (childCounts.get(l.parentId) ?? 0) + 1);
    }
    return {
      activeInstances: (instances.data ?? []).filter((i) => !i.isCompleted),
      openOccupancy: openOccupancyChecklists(occupancy.data ?? []),
      toStart: occupancyLocationsToStart(locationList, occupancy.data ?? []),
      completed: recentlyCompleted(instances.data ?? [], occupancy.data ?? []),
      childCounts,
      locationList,
    };
  }, [instances.data, occupancy.data, locations.data]);

  const header = <PageHeader title={t('page.title')} subtitle={marina?.name} />;
  if (!isResolving && !marinaId) {
    return (
      <>
        {header}
        <PageBody>
          <ListEmpty icon={MapPin} title={t('page.noMarina')}>
            {t('page.noMarinaHelp')}
          </ListEmpty>
        </PageBody>
      </>
    );
  }

  const loading = (q: { isLoading: boolean }) => isResolving || q.isLoading;
  const activeLoading = loading(instances) || loading(occupancy) || loading(locations);
  const activeFailed = instances.isError || occupancy.isError || locations.isError;
  const retryActive = () => {
    if (instances.isError) void instances.refetch();
    if (occupancy.isError) void occupancy.refetch();
    if (locations.isError) void locations.refetch();
  };
  const activeCount = board.activeInstances.length + board.openOccupancy.length;
  const templateCount = (templates.data?.length ?? 0) + board.toStart.length;

  return (
    <>
      {header}
      <PageBody className="space-y-6">
        <section aria-labelledby="active-heading" className="space-y-2.5">
          <SectionHeading
            id="active-heading"
            title={t('page.active')}
            count={activeLoading || activeFailed ? undefined : activeCount}
          />
          {activeLoading ? (
            <ListSkeleton rows={2} className="h-36" label={t('page.loadingActive')} />
          ) : activeFailed ? (
            <ListError title={t('page.loadFailed')} onRetry={retryActive} />
          ) : activeCount === 0 ? (
            <ListEmpty icon={ClipboardCheck} title={t('page.noActive')}>
              {t('page.noActiveHelp')}
            </ListEmpty>
          ) : (
            <div className="space-y-3">
              {board.activeInstances.map((instance) => (
                <ActiveInstanceCard key={instance.guid} instance={instance} />
              ))}
              {marinaId &&
                board.openOccupancy.map((checklist) => (
                  <OccupancyChecklistCard
                    key={checklist.guid}
                    checklist={checklist}
                    childLocations={childrenOf(board.locationList, checklist.locationId)}
                    marinaId={marinaId}
                  />
                ))}
            </div>
          )}
        </section>

        <section aria-labelledby="templates-heading" className="space-y-2.5">
          <SectionHeading id="templates-heading" title={t('page.templates')} />
          {loading(templates) || activeLoading ? (
            <ListSkeleton rows={3} className="h-16" label={t('page.loadingTemplates')} />
          ) : templates.isError || occupancy.isError || locations.isError ? (
            <ListError
              title={t('page.templatesFailed')}
              onRetry={() => {
                if (templates.isError) void templates.refetch();
                retryActive();
              }}
            />
          ) : templateCount === 0 || !marinaId ? (
            <ListEmpty icon={ListPlus} title={t('page.noTemplates')}>
              {t('page.noTemplatesHelp')}
            </ListEmpty>
          ) : (
            <TemplateList
              templates={templates.data ?? []}
              occupancyLocations={board.toStart}
              childCounts={board.childCounts}
              marinaId={marinaId}
            />
          )}
        </section>

        <section aria-labelledby="completed-heading" className="space-y-2.5">
          <SectionHeading id="completed-heading" title={t('page.completed')} />
          {activeLoading ? (
            <ListSkeleton rows={3} className="h-16" label={t('page.loadingCompleted')} />
          ) : activeFailed ? null : board.completed.length === 0 ? (
            <ListEmpty icon={History} title={t('page.nothingCompleted')}>
              {t('page.nothingCompletedHelp')}
            </ListEmpty>
          ) : (
            <RecentlyCompletedList entries={board.completed} />
          )}
        </section>
      </PageBody>
    </>
  );
}
