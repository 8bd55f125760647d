import { CheckCircle2, ImageUp, LocateFixed, MapPin, Pencil, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SitePlan } from '#core/site-plans/site-plan.schema.ts';
import { SettingsSection } from '#web/components/settings-section.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ListError, ListSkeleton } from '#web/components/ui/list-states.tsx';
import { serverRefusal } from '#web/lib/refusal.ts';
import { toast } from '#web/lib/toast.ts';
import { useCreatePlan, useDeletePlan, usePlans, useUpdatePlan } from '../../api/plans.ts';
import { PLAN_IMAGE_TYPES, uploadPlanImage } from '../../api/upload-plan-image.ts';

type Editing = { kind: 'add' } | { kind: 'rename'; plan: SitePlan } | null;

/** Marina Settings › Site plans (issue 34): add, rename, replace the image of and delete plans; place pins. */
export function PlansSection({ marinaId }: { marinaId: string }) {
  const { t } = useTranslation('sitePlans');
  const plans = usePlans(marinaId);
  const update = useUpdatePlan();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<SitePlan | null>(null);
  const replaceFor = useRef<SitePlan | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const replace = async (file: File | undefined) => {
    const plan = replaceFor.current;
    if (!file || !plan) return;
    if (!PLAN_IMAGE_TYPES.includes(file.type))
      return void toast({ description: t('settings.wrongType'), variant: 'destructive' });
    try {
      const photoId = await uploadPlanImage(marinaId, file);
      await update.mutateAsync({ guid: plan.guid, photoId });
      toast({ description: t('settings.replaced'), variant: 'success' });
    } catch (error) {
      toast({ title: t('settings.failed'), description: serverRefusal(error, ''), variant: 'destructive' });
    }
  };

  return (
    <SettingsSection
      id="site-plans-settings"
      title={t('settings.title')}
      description={t('settings.description')}
      addLabel={t('settings.add')}
      onAdd={() => setEditing({ kind: 'add' })}
    >
      {plans.isPending ? (
        <ListSkeleton rows={1} />
      ) : plans.isError ? (
        <ListError title={t('loadFailed')} onRetry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <Card className="p-4 text-muted-foreground text-sm">{t('settings.empty')}</Card>
      ) : (
        <ul className="space-y-3">
          {plans.data.map((plan) => (
            <li key={plan.guid}>
              <Card className="overflow-hidden" data-testid="settings-plan">
                <img src={plan.imageUrl} alt="" className="h-32 w-full bg-muted object-cover" />
                <div className="space-y-2 p-4">
                  <div>
                    <h3 className="font-bold text-lg leading-tight">{plan.name}</h3>
                    <p className="text-muted-foreground text-sm">
                      {t('settings.size', { width: plan.width, height: plan.height })} ·{' '}
                      {t('settings.pinned', { count: plan.pins.length })}
                      {plan.calibration && (
                        <>
                          {' · '}
                          <CheckCircle2 className="inline size-4 text-success" aria-hidden="true" />{' '}
                          {t('settings.calibrated')}
                        </>
                      )}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button asChild size="sm">
                      <Link href={`/plans/${plan.guid}/pins`}>
                        <MapPin aria-hidden="true" />
                        {t('settings.pins')}
                      </Link>
                    </Button>
                    <Button asChild size="sm" variant="outline">
                      <Link href={`/plans/${plan.guid}/calibration`}>
                        <LocateFixed aria-hidden="true" />
                        {t('settings.calibrate')}
                      </Link>
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setEditing({ kind: 'rename', plan })}>
                      <Pencil aria-hidden="true" />
                      {t('settings.rename')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        replaceFor.current = plan;
                        fileInput.current?.click();
                      }}
                    >
                      <ImageUp aria-hidden="true" />
                      {t('settings.replace')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setRemoving(plan)}>
                      <Trash2 aria-hidden="true" />
                      {t('settings.remove')}
                    </Button>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={fileInput}
        type="file"
        accept={PLAN_IMAGE_TYPES.join(',')}
        className="hidden"
        onChange={(e) => {
          void replace(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && <PlanForm marinaId={marinaId} editing={editing} onDone={() => setEditing(null)} />}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('settings.removeTitle', { name: removing?.name ?? '' })}
        description={t('settings.removeBody')}
        confirmLabel={t('settings.remove')}
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.guid, {
            onSuccess: () => {
              setRemoving(null);
              toast({ description: t('settings.removed'), variant: 'success' });
            },
            onError: (error) =>
              toast({
                title: t('settings.failed'),
                description: serverRefusal(error, ''),
                variant: 'destructive',
              }),
          })
        }
      />
    </SettingsSection>
  );
}

/** A new plan (a name and its image), or a plan's new name. */
function PlanForm({
  marinaId,
  editing,
  onDone,
}: {
  marinaId: string;
  editing: Exclude<Editing, null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('sitePlans');
  const id = useId();
  const create = useCreatePlan(marinaId);
  const update = useUpdatePlan();
  const [name, setName] = useState(editing.kind === 'rename' ? editing.plan.name : '');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (editing.kind === 'add' && (!file || !PLAN_IMAGE_TYPES.includes(file.type)))
      return setError(t('settings.wrongType'));
    setBusy(true);
    try {
      if (editing.kind === 'add') {
        const photoId = await uploadPlanImage(marinaId, file!);
        await create.mutateAsync({ name, photoId });
      } else await update.mutateAsync({ guid: editing.plan.guid, name });
      toast({
        description: t(editing.kind === 'add' ? 'settings.added' : 'settings.renamed'),
        variant: 'success',
      });
      onDone();
    } catch (failure) {
      setError(serverRefusal(failure, t('settings.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={editing.kind === 'add' ? t('settings.add') : t('settings.rename')}
      onSubmit={(e) => void submit(e)}
      submitLabel={t('settings.save')}
      busy={busy}
      busyLabel={t('settings.saving')}
      error={error}
    >
      <Field id={`${id}-name`} label={t('settings.name')}>
        <Input id={`${id}-name`} value={name} autoComplete="off" onChange={(e) => setName(e.target.value)} />
      </Field>
      {editing.kind === 'add' && (
        <Field id={`${id}-image`} label={t('settings.image')}>
          <Input
            id={`${id}-image`}
            type="file"
            accept={PLAN_IMAGE_TYPES.join(',')}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setFile(chosen);
              if (chosen && !name) setName(chosen.name.replace(/\.[^.]+$/, ''));
            }}
          />
        </Field>
      )}
    </FormDialog>
  );
}
