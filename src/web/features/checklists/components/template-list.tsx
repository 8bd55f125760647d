import { ClipboardList, ListChecks, Play } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Checklist } from '#core/checklists/checklist.schema.ts';
import type { LocationListItem } from '#core/locations/location.schema.ts';
import { RowGroup } from '#web/components/settings-section.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { StartOccupancyButton } from '#web/features/occupancy/index.ts';
import { toastQueued } from '#web/lib/offline/queued-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useCreateChecklistInstance } from '../api/create-checklist-instance.ts';

function Row({
  icon: Icon,
  title,
  detail,
  action,
  testId,
}: {
  icon: typeof ListChecks;
  title: string;
  detail: string;
  action: React.ReactNode;
  testId: string;
}) {
  return (
    <li className="flex items-center gap-3 px-4 py-3" data-testid={testId} data-name={title}>
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-muted text-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold leading-snug">{title}</p>
        <p className="line-clamp-2 break-words text-muted-foreground text-sm">{detail}</p>
      </div>
      {action}
    </li>
  );
}

function StartTemplateButton({ checklist, marinaId }: { checklist: Checklist; marinaId: string }) {
  const { t } = useTranslation(['checklists', 'common']);
  // Kept after a failure, so a retry cannot start the checklist twice.
  const guid = useRef<string | null>(null);
  const start = useCreateChecklistInstance({
    onSuccess: ({ outcome }) => {
      guid.current = null;
      if (outcome === 'sent') toast({ title: t('messages.started'), variant: 'success' });
      else toastQueued('newChecklist');
    },
    onError: () =>
      toast({ title: t('common:error'), description: t('messages.startFailed'), variant: 'destructive' }),
  });
  const onClick = () => {
    guid.current ??= crypto.randomUUID();
    start.mutate({ guid: guid.current, checklistId: checklist.guid, marinaId, checklist });
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      className="px-4"
      onClick={onClick}
      disabled={start.isPending}
      aria-label={t('templates.startNamed', { name: checklist.name })}
    >
      <Play aria-hidden="true" />
      {start.isPending ? t('templates.starting') : t('templates.start')}
    </Button>
  );
}

/** Templates: Start for each checklist template and each occupancy location without an open checklist. */
export function TemplateList({
  templates,
  occupancyLocations,
  childCounts,
  marinaId,
}: {
  templates: readonly Checklist[];
  occupancyLocations: readonly LocationListItem[];
  childCounts: ReadonlyMap<string, number>;
  marinaId: string;
}) {
  const { t } = useTranslation('checklists');
  return (
    <div className="space-y-3">
      {templates.length > 0 && (
        <RowGroup title={t('templates.checklists')}>
          {templates.map((checklist) => (
            <Row
              key={checklist.guid}
              testId="checklist-template"
              icon={ListChecks}
              title={checklist.name}
              detail={[checklist.description, t('templates.items', { count: checklist.items.length })]
                .filter(Boolean)
                .join(' · ')}
              action={<StartTemplateButton checklist={checklist} marinaId={marinaId} />}
            />
          ))}
        </RowGroup>
      )}
      {occupancyLocations.length > 0 && (
        <RowGroup title={t('templates.occupancy')}>
          {occupancyLocations.map((location) => (
            <Row
              key={location.guid}
              testId="occupancy-template"
              icon={ClipboardList}
              title={location.name}
              detail={t('templates.toCheck', { count: childCounts.get(location.guid) ?? 0 })}
              action={
                <StartOccupancyButton
                  size="sm"
                  variant="secondary"
                  className="px-4"
                  locationGuid={location.guid}
                  locationName={location.name}
                  label={t('templates.start')}
                  childCount={childCounts.get(location.guid) ?? 0}
                  marinaId={marinaId}
                />
              }
            />
          ))}
        </RowGroup>
      )}
    </div>
  );
}
