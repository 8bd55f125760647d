import { ClipboardList, ListChecks, Play } from 'lucide-react';
import { useRef } from 'react';
import type { Checklist } from '#core/checklists/checklist.schema.ts';
import { CHECKLIST_MESSAGES } from '#core/checklists/checklist-messages.ts';
import type { LocationListItem } from '#core/locations/location.schema.ts';
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
  // Kept after a failure, so a retry cannot start the checklist twice.
  const guid = useRef<string | null>(null);
  const start = useCreateChecklistInstance({
    onSuccess: ({ outcome }) => {
      guid.current = null;
      if (outcome === 'sent') toast({ title: CHECKLIST_MESSAGES.started, variant: 'success' });
      else toastQueued('the new checklist');
    },
    onError: () =>
      toast({ title: 'Error', description: CHECKLIST_MESSAGES.startFailed, variant: 'destructive' }),
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
      aria-label={`Start ${checklist.name}`}
    >
      <Play aria-hidden="true" />
      {start.isPending ? 'Starting...' : 'Start'}
    </Button>
  );
}

const itemCount = (n: number) => (n === 1 ? '1 item' : `${n} items`);
const locationCount = (n: number) => (n === 1 ? '1 location' : `${n} locations`);

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
  return (
    <div className="space-y-3">
      {templates.length > 0 && (
        <TemplateGroup title="Checklists">
          {templates.map((checklist) => (
            <Row
              key={checklist.guid}
              testId="checklist-template"
              icon={ListChecks}
              title={checklist.name}
              detail={[checklist.description, itemCount(checklist.items.length)].filter(Boolean).join(' · ')}
              action={<StartTemplateButton checklist={checklist} marinaId={marinaId} />}
            />
          ))}
        </TemplateGroup>
      )}
      {occupancyLocations.length > 0 && (
        <TemplateGroup title="Occupancy checks">
          {occupancyLocations.map((location) => (
            <Row
              key={location.guid}
              testId="occupancy-template"
              icon={ClipboardList}
              title={location.name}
              detail={`${locationCount(childCounts.get(location.guid) ?? 0)} to check`}
              action={
                <StartOccupancyButton
                  size="sm"
                  variant="secondary"
                  className="px-4"
                  locationGuid={location.guid}
                  locationName={location.name}
                  childCount={childCounts.get(location.guid) ?? 0}
                  marinaId={marinaId}
                />
              }
            />
          ))}
        </TemplateGroup>
      )}
    </div>
  );
}

function TemplateGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h3 className="mb-1.5 px-0.5 font-semibold text-muted-foreground text-sm uppercase tracking-wide">
        {title}
      </h3>
      <ul className="divide-y divide-border rounded-2xl border border-border bg-surface shadow-sm">
        {children}
      </ul>
    </div>
  );
}
