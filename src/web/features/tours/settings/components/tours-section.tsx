import { ChartNoAxesColumn, ChevronRight, Route as RouteIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Tour } from '#core/tours/tour.schema.ts';
import { SettingsRow } from '#web/components/settings-row.tsx';
import { Chip, EditButton, RowGroup, SettingsSection } from '#web/components/settings-section.tsx';
import { ListEmpty, ListError, ListSkeleton } from '#web/components/ui/list-states.tsx';
import { TOUR_EXCEPTIONS_PATH } from '#web/features/tours/reports/tour-exceptions-path.ts';
import { useTours } from '../api/tours.ts';
import { scheduleSummary } from '../lib/schedule-summary.ts';
import { DeleteTourDialog, TourDialog } from './tour-dialog.tsx';

/** Patrol tours of the marina (issue 17): the rounds guards walk, with their schedule; Add, Edit, Delete. */
export function ToursSection({ marinaId }: { marinaId: string }) {
  const { t } = useTranslation(['tours', 'settings']);
  const tours = useTours(marinaId);
  const [editing, setEditing] = useState<{ tour: Tour | null } | null>(null);
  const [deleting, setDeleting] = useState<Tour | null>(null);
  const list = tours.data ?? [];

  return (
    <SettingsSection
      id="settings-tours"
      title={t('settings.title')}
      description={t('settings.description')}
      addLabel={t('settings:add')}
      onAdd={() => setEditing({ tour: null })}
    >
      {tours.isLoading ? (
        <ListSkeleton rows={2} className="h-20" label={t('settings.loading')} />
      ) : tours.isError ? (
        <ListError title={t('settings.loadFailed')} onRetry={() => void tours.refetch()} />
      ) : list.length === 0 ? (
        <ListEmpty icon={RouteIcon} title={t('settings.emptyTitle')}>
          {t('settings.emptyText')}
        </ListEmpty>
      ) : (
        <RowGroup>
          {list.map((tour) => (
            <SettingsRow
              key={tour.guid}
              icon={RouteIcon}
              name={tour.name}
              action={
                <EditButton
                  label={t('settings:editNamed', { name: tour.name })}
                  onClick={() => setEditing({ tour })}
                />
              }
              data-testid="tour-row"
            >
              <p className="break-words text-muted-foreground text-sm">
                {t('settings.lengthLine', {
                  checkpoints: t('settings.checkpointCount', { count: tour.checkpointIds.length }),
                  minutes: tour.durationMinutes,
                })}
              </p>
              <p className="break-words text-muted-foreground text-sm">{scheduleSummary(tour.schedule, t)}</p>
              {(!tour.active || tour.ordered) && (
                <div className="mt-1 flex flex-wrap gap-1.5">
                  {!tour.active && <Chip tone="warning">{t('settings.paused')}</Chip>}
                  {tour.ordered && <Chip tone="outline">{t('settings.inOrder')}</Chip>}
                </div>
              )}
            </SettingsRow>
          ))}
        </RowGroup>
      )}
      <Link
        href={TOUR_EXCEPTIONS_PATH}
        className="flex min-h-12 items-center gap-3 rounded-2xl border border-border bg-surface px-4 py-2 font-semibold text-primary shadow-sm hover:bg-muted/50"
      >
        <ChartNoAxesColumn className="size-5 shrink-0" aria-hidden="true" />
        <span className="flex-1">{t('settings.exceptionReport')}</span>
        <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
      <TourDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        marinaId={marinaId}
        tour={editing?.tour ?? null}
        onDelete={(tour) => {
          setEditing(null);
          setDeleting(tour);
        }}
      />
      <DeleteTourDialog tour={deleting} onClose={() => setDeleting(null)} />
    </SettingsSection>
  );
}
