import { useIsMutating } from '@tanstack/react-query';
import { ChevronDown, ClipboardList, Lock } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OccupancyChecklist } from '#core/checklists/checklist.schema.ts';
import { formatWhen } from '#core/checklists/when-label.ts';
import { occupancyCounts, splitPresence } from '#core/occupancy/occupancy.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ListError } from '#web/components/ui/list-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { pendingCheckLocations } from '#web/features/occupancy/api/offline-occupancy.ts';
import { cn } from '#web/lib/cn.ts';
import { PendingBadge } from '#web/lib/offline/pending-badge.tsx';
import { pendingIds } from '#web/lib/offline/pending-calls.ts';
import { toastQueued } from '#web/lib/offline/queued-toast.ts';
import { usePendingWrites } from '#web/lib/offline/use-pending-writes.ts';
import { refusalMessage } from '#web/lib/refusal.ts';
import { toast } from '#web/lib/toast.ts';
import { useFinalizeOccupancyChecklist } from '../api/finalize-occupancy-checklist.ts';
import { useOccupancyChecks } from '../api/get-occupancy-checks.ts';
import { toggleOccupancyCheckKey, useToggleOccupancyCheck } from '../api/toggle-occupancy-check.ts';
import { useWhenTranslate } from '../when-translate.ts';
import { CheckRow } from './check-row.tsx';
import { FinalizeDialog } from './finalize-dialog.tsx';
import { OccupancyCountsRow } from './occupancy-counts.tsx';

interface Child {
  guid: string;
  name: string;
}

interface OccupancyChecklistCardProps {
  checklist: OccupancyChecklist;
  /** The live direct children of the checklist's location, in display order. */
  childLocations: readonly Child[];
  marinaId: string;
  defaultOpen?: boolean;
  /** The heading shown: the location name on /checklists, a plain title on the location page. */
  title?: string;
}

/**
 * An open occupancy checklist: present / not present / total, expandable to a checkbox per
 * child location (each tap saved at once), and Finalize with its confirmation dialog.
 */
export function OccupancyChecklistCard({
  checklist,
  childLocations,
  marinaId,
  defaultOpen = false,
  title = checklist.locationName,
}: OccupancyChecklistCardProps) {
  const { t } = useTranslation(['occupancy', 'common']);
  const when = useWhenTranslate();
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [confirming, setConfirming] = useState(false);
  const [finalizeError, setFinalizeError] = useState<string | null>(null);
  const checks = useOccupancyChecks(checklist.guid, open);
  const pending = usePendingWrites();
  const startedHere = pendingIds(pending).has(checklist.guid);
  const waiting = useMemo(() => pendingCheckLocations(pending, checklist.guid), [pending, checklist.guid]);
  const toggle = useToggleOccupancyCheck();
  const togglesInFlight = useIsMutating({ mutationKey: toggleOccupancyCheckKey });
  // Kept after a failure, so a retry finalizes once (the server knows the finalize by it).
  const activityGuid = useRef<string | null>(null);
  const finalize = useFinalizeOccupancyChecklist({
    onSuccess: ({ outcome }) => {
      activityGuid.current = null;
      setConfirming(false);
      if (outcome === 'sent') toast({ title: t('messages.finalized'), variant: 'success' });
      else toastQueued('finalizedChecklist');
    },
    // The dialog stays open with the server's words, so the guard can read them and try again.
    onError: (error) => {
      setFinalizeError(refusalMessage(error, t('messages.finalizeFailed')));
      toast({ title: t('common:error'), description: t('messages.finalizeFailed'), variant: 'destructive' });
    },
  });

  const checked = useMemo(() => (checks.data ?? []).map((c) => c.locationId), [checks.data]);
  const counts = checks.data
    ? occupancyCounts(
        childLocations.map((c) => c.guid),
        checked,
      )
    : {
        present: checklist.presentCount,
        notPresent: checklist.totalCount - checklist.presentCount,
        total: checklist.totalCount,
      };
  const presence = useMemo(() => splitPresence(childLocations, checked), [childLocations, checked]);

  const confirmFinalize = () => {
    setFinalizeError(null);
    activityGuid.current ??= crypto.randomUUID();
    finalize.mutate({
      guid: checklist.guid,
      marinaId,
      activityGuid: activityGuid.current,
      location: { guid: checklist.locationId, name: checklist.locationName },
    });
  };

  return (
    <Card data-testid="occupancy-checklist" data-location={checklist.locationName}>
      <Collapsible.Root open={open} onOpenChange={setOpen}>
        <Collapsible.Trigger
          className="flex min-h-16 w-full items-center gap-3 rounded-2xl px-4 pt-3 pb-2 text-left"
          aria-controls={`${id}-content`}
        >
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <ClipboardList className="size-6" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-lg leading-tight">{title}</span>
            <span className="block text-muted-foreground text-sm">
              {t('card.started', { when: formatWhen(checklist.started, undefined, when) })}
            </span>
            {startedHere && <PendingBadge className="mt-1" />}
          </span>
          <span className="inline-flex items-center gap-1 font-semibold text-primary text-sm">
            {open ? t('card.hide') : t('card.show')}
            <ChevronDown
              className={cn('size-5 transition-transform', open && 'rotate-180')}
              aria-hidden="true"
            />
          </span>
        </Collapsible.Trigger>
        <OccupancyCountsRow counts={counts} className="px-4 pb-4" />
        <Collapsible.Content id={`${id}-content`} className="border-border border-t px-4 pt-3 pb-4">
          {checks.isLoading ? (
            <div className="grid grid-cols-2 gap-2" aria-busy="true">
              <span className="sr-only">{t('card.loadingLocations')}</span>
              {childLocations.slice(0, 6).map((c) => (
                <Skeleton key={c.guid} className="h-13 rounded-xl" />
              ))}
            </div>
          ) : checks.isError ? (
            <ListError title={t('card.loadFailed')} onRetry={() => void checks.refetch()} />
          ) : childLocations.length === 0 ? (
            <p className="rounded-xl bg-muted/70 p-3 text-muted-foreground">
              {t('card.noChildren', { location: checklist.locationName })}
            </p>
          ) : (
            <fieldset>
              <legend className="mb-2 font-semibold text-muted-foreground text-sm">
                {t('card.tickEach')}
              </legend>
              <div className="grid grid-cols-2 gap-2">
                {childLocations.map((child) => (
                  <CheckRow
                    key={child.guid}
                    label={child.name}
                    checked={checked.includes(child.guid)}
                    pending={waiting.has(child.guid)}
                    onCheckedChange={(present) =>
                      toggle.mutate({
                        checklistId: checklist.guid,
                        locationId: child.guid,
                        marinaId,
                        present,
                        childName: child.name,
                      })
                    }
                  />
                ))}
              </div>
            </fieldset>
          )}
          <Button
            variant="success"
            className="mt-4 w-full"
            disabled={!checks.data || togglesInFlight > 0 || finalize.isPending}
            onClick={() => setConfirming(true)}
          >
            <Lock aria-hidden="true" />
            {t('card.finalize')}
          </Button>
        </Collapsible.Content>
      </Collapsible.Root>
      <FinalizeDialog
        open={confirming}
        onOpenChange={(next) => {
          setConfirming(next);
          if (!next) setFinalizeError(null);
        }}
        locationName={checklist.locationName}
        present={presence.present}
        notPresent={presence.notPresent}
        finalizing={finalize.isPending}
        error={finalizeError}
        onConfirm={confirmFinalize}
      />
    </Card>
  );
}
