import { CircleCheckBig } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { toggleItem } from '#core/checklists/checklist-board.ts';
import { instanceProgress } from '#core/checklists/checklist-progress.ts';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { RecordNotFound } from '#web/components/record-not-found.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ListError, ListSkeleton } from '#web/components/ui/list-states.tsx';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { pendingInstanceGuids } from '#web/features/checklists/api/offline-checklists.ts';
import { CheckRow } from '#web/features/occupancy/index.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { PendingBadge } from '#web/lib/offline/pending-badge.tsx';
import { toastQueued } from '#web/lib/offline/queued-toast.ts';
import { usePendingWrites } from '#web/lib/offline/use-pending-writes.ts';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { toast } from '#web/lib/toast.ts';
import { useChecklistInstances } from '../api/get-checklist-instances.ts';
import { useUpdateChecklistInstance } from '../api/update-checklist-instance.ts';
import { CompleteDialog } from '../components/complete-dialog.tsx';
import { whenText } from '../lib/when-text.ts';

const saveFailed = () =>
  toast({
    title: i18n.t('common:error'),
    description: i18n.t('checklists:messages.saveFailed'),
    variant: 'destructive',
  });

/** /checklists/{guid}: the Continue screen, where items are ticked and the checklist is completed. */
export function ChecklistInstancePage({ params }: SignedInPageProps) {
  const { t } = useTranslation('checklists');
  const guid = params.guid ?? '';
  const { marinaId, isResolving } = useCurrentMarina();
  const instances = useChecklistInstances(marinaId);
  const save = useUpdateChecklistInstance(guid);
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const instance = instances.data?.find((i) => i.guid === guid.toLowerCase());
  const pending = pendingInstanceGuids(usePendingWrites()).has(guid.toLowerCase());

  if (isResolving || instances.isLoading) {
    return (
      <>
        <PageHeader title={t('instance.title')} backTo="/checklists" />
        <PageBody>
          <ListSkeleton rows={5} className="h-14" label={t('instance.loading')} />
        </PageBody>
      </>
    );
  }
  if (instances.isError) {
    return (
      <>
        <PageHeader title={t('instance.title')} backTo="/checklists" />
        <PageBody>
          <ListError title={t('instance.loadFailed')} onRetry={() => void instances.refetch()} />
        </PageBody>
      </>
    );
  }
  if (!instance || !marinaId) {
    return (
      <>
        <PageHeader title={t('instance.title')} backTo="/checklists" />
        <PageBody>
          <RecordNotFound
            title={t('instance.notFound')}
            backTo="/checklists"
            backLabel={t('instance.goToChecklists')}
          >
            {t('instance.notFoundHelp')}
          </RecordNotFound>
        </PageBody>
      </>
    );
  }

  const progress = instanceProgress(instance.items, instance.completedItems);
  const ticked = new Set(instance.completedItems);
  const unticked = instance.items.filter((item) => !ticked.has(item));
  const done = instance.isCompleted;

  const tick = (item: string) =>
    save.mutate(
      {
        guid: instance.guid,
        marinaId,
        completedItems: toggleItem(instance.items, instance.completedItems, item),
        isCompleted: instance.isCompleted,
        checklistName: instance.checklistName,
      },
      { onError: saveFailed },
    );

  const setCompleted = (isCompleted: boolean) =>
    save.mutate(
      {
        guid: instance.guid,
        marinaId,
        completedItems: instance.completedItems,
        isCompleted,
        checklistName: instance.checklistName,
      },
      {
        onSuccess: ({ outcome }) => {
          setConfirming(false);
          if (isCompleted) {
            if (outcome === 'sent') toast({ title: t('messages.completed'), variant: 'success' });
            else toastQueued('completedChecklist');
            navigate('/checklists');
          }
        },
        onError: saveFailed,
      },
    );

  return (
    <>
      <PageHeader
        title={instance.checklistName}
        subtitle={t('active.started', { when: whenText(instance.createdAt) })}
        backTo="/checklists"
      />
      <PageBody>
        {done && (
          <p className="flex items-center gap-2 rounded-2xl bg-success-soft p-3 font-semibold text-success">
            <CircleCheckBig className="size-5 shrink-0" aria-hidden="true" />
            {t('completed.completedWhen', {
              when: instance.completedAt ? whenText(instance.completedAt) : '',
            })}
          </p>
        )}
        <Card className="p-4">
          <div className="flex items-baseline justify-between gap-3">
            <p className="font-bold text-3xl tabular-nums">
              {progress.completed}/{progress.total}
              <span className="ml-2 font-medium text-base text-muted-foreground">{t('active.items')}</span>
            </p>
            <p className="font-bold text-2xl text-primary tabular-nums">{progress.percent}%</p>
          </div>
          <ProgressBar percent={progress.percent} label={t('instance.progress')} className="mt-3" />
          {pending && <PendingBadge className="mt-3" />}
        </Card>
        <fieldset className="space-y-2" disabled={done}>
          <legend className="mb-2 px-0.5 font-bold text-lg">{t('instance.items')}</legend>
          {instance.items.map((item) => (
            <CheckRow
              key={item}
              label={item}
              checked={ticked.has(item)}
              disabled={done}
              onCheckedChange={() => tick(item)}
            />
          ))}
        </fieldset>
        <div className="sticky bottom-[calc(var(--spacing-nav)+env(safe-area-inset-bottom))] -mx-4 border-border border-t bg-background/95 px-4 py-3 backdrop-blur">
          {done ? (
            <Button variant="outline" size="lg" className="w-full" onClick={() => setCompleted(false)}>
              {t('instance.reopen')}
            </Button>
          ) : (
            <Button
              size="lg"
              variant={unticked.length === 0 ? 'success' : 'primary'}
              className="w-full"
              disabled={save.isPending && save.variables?.isCompleted === true}
              onClick={() => (unticked.length > 0 ? setConfirming(true) : setCompleted(true))}
            >
              <CircleCheckBig aria-hidden="true" />
              {t('instance.complete')}
            </Button>
          )}
        </div>
      </PageBody>
      <CompleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        unticked={unticked}
        saving={save.isPending}
        onConfirm={() => setCompleted(true)}
      />
    </>
  );
}
