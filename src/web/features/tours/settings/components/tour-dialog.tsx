import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sentence } from '#core/backend/backend-messages.ts';
import { sortByName } from '#core/locations/parent-candidates.ts';
import type { Tour } from '#core/tours/tour.schema.ts';
import { newTourForm, type TourForm, tourToForm, validateTourForm } from '#core/tours/tour-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Field, fieldErrorProps } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { formDialogOf } from '#web/components/ui/form-dialog-of.tsx';

import { Input } from '#web/components/ui/input.tsx';
import { SwitchRow } from '#web/components/ui/switch-row.tsx';
import { useMarinaLocations } from '#web/features/marina-locations/index.ts';
import { serverRefusal } from '#web/lib/refusal.ts';
import { saveToasts } from '#web/lib/save-toasts.ts';
import { schemaText } from '#web/lib/schema-text.ts';
import { toast } from '#web/lib/toast.ts';
import { useRetryGuid } from '#web/lib/use-retry-guid.ts';
import { useDeleteTour, useSaveTour } from '../api/tours.ts';
import { TourCheckpointsField } from './tour-checkpoints-field.tsx';
import { TourScheduleFields } from './tour-schedule-fields.tsx';

interface TourDialogProps {
  marinaId: string;
  /** The tour to edit; null to add one. */
  tour: Tour | null;
  /** Delete was pressed on the tour being edited. */
  onDelete: (tour: Tour) => void;
}

/** Add or edit a tour: name, checkpoints in order, timing, schedule, active. */
export const TourDialog = formDialogOf<TourDialogProps>(TourFormBody);

function TourFormBody({ marinaId, tour, onDelete, onDone }: TourDialogProps & { onDone: () => void }) {
  const { t } = useTranslation(['tours', 'settings', 'common']);
  const id = useId();
  const save = useSaveTour();
  const guidFor = useRetryGuid();
  const locations = useMarinaLocations(marinaId);
  const [form, setForm] = useState<TourForm>(() => (tour ? tourToForm(tour) : newTourForm()));
  // After a refused submit the messages follow the form as it is corrected.
  const [tried, setTried] = useState(false);
  const checked = validateTourForm(form);
  const errors: Record<string, string> =
    tried && !checked.ok
      ? Object.fromEntries(
          Object.entries(checked.errors).map(([key, message]) => [key, schemaText('tours', message)]),
        )
      : {};
  const patch = (change: Partial<TourForm>) => setForm((f) => ({ ...f, ...change }));
  const options = useMemo(() => sortByName(locations.data ?? []), [locations.data]);
  const names = useMemo(
    () => new Map([...(tour?.checkpoints ?? []), ...options].map((l) => [l.guid, l.name] as const)),
    [tour, options],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setTried(true);
    if (!checked.ok) return;
    const input = tour
      ? { kind: 'update' as const, guid: tour.guid, body: checked.body }
      : { kind: 'create' as const, body: { ...checked.body, marinaId, guid: guidFor(checked.body) } };
    const saved = tour ? t('settings.dialog.updated') : t('settings.dialog.added');
    save.mutate(input, saveToasts(saved, t('settings.dialog.saveFailed'), onDone));
  };

  const minutesField = (key: 'durationMinutes' | 'graceMinutes', label: string) => (
    <Field id={`${id}-${key}`} label={label} error={sentence(errors[key])}>
      <Input
        id={`${id}-${key}`}
        inputMode="numeric"
        autoComplete="off"
        className="tabular-nums"
        value={form[key]}
        {...fieldErrorProps(`${id}-${key}`, errors[key])}
        onChange={(e) => patch({ [key]: e.target.value })}
      />
    </Field>
  );

  return (
    <FormDialog
      title={tour ? t('settings.dialog.editTitle') : t('settings.dialog.addTitle')}
      description={t('settings.dialog.description')}
      onSubmit={onSubmit}
      submitLabel={tour ? t('settings:saveChanges') : t('settings.dialog.addSubmit')}
      busy={save.isPending}
      stickyFooter
      className="max-w-lg"
    >
      <Field id={`${id}-name`} label={t('settings.dialog.name')} error={sentence(errors.name)}>
        <Input
          id={`${id}-name`}
          autoComplete="off"
          placeholder={t('settings.dialog.namePlaceholder')}
          value={form.name}
          {...fieldErrorProps(`${id}-name`, errors.name)}
          onChange={(e) => patch({ name: e.target.value })}
        />
      </Field>
      <TourCheckpointsField
        id={`${id}-checkpoints`}
        value={form.checkpointIds}
        onChange={(checkpointIds) => patch({ checkpointIds })}
        locations={options}
        names={names}
        error={sentence(errors.checkpointIds)}
      />
      <SwitchRow
        id={`${id}-ordered`}
        label={t('settings.dialog.ordered')}
        description={t('settings.dialog.orderedHelp')}
        checked={form.ordered}
        onChange={(ordered) => patch({ ordered })}
      />
      <div className="grid grid-cols-2 gap-3">
        {minutesField('durationMinutes', t('settings.dialog.durationMinutes'))}
        {minutesField('graceMinutes', t('settings.dialog.graceMinutes'))}
      </div>
      <TourScheduleFields id={`${id}-schedule`} form={form} patch={patch} errors={errors} />
      <SwitchRow
        id={`${id}-active`}
        label={t('settings.dialog.active')}
        description={t('settings.dialog.activeHelp')}
        checked={form.active}
        onChange={(active) => patch({ active })}
      />
      {tour && (
        <Button
          type="button"
          variant="outline"
          className="w-full text-destructive"
          onClick={() => onDelete(tour)}
        >
          <Trash2 aria-hidden="true" />
          {t('settings.dialog.delete')}
        </Button>
      )}
    </FormDialog>
  );
}

/** Asks before deleting a tour; its runs stay for the reports. */
export function DeleteTourDialog({ tour, onClose }: { tour: Tour | null; onClose: () => void }) {
  const { t } = useTranslation(['tours', 'settings', 'common']);
  const remove = useDeleteTour();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!tour) return;
    remove.mutate(tour.guid, {
      onSuccess: () => {
        toast({
          title: t('settings:success'),
          description: t('settings.dialog.deleted'),
          variant: 'success',
        });
        close();
      },
    });
  };
  return (
    <ConfirmDialog
      busyLabel={t('settings:deleting')}
      open={tour !== null}
      onClose={close}
      title={t('settings.dialog.deleteTitle', { name: tour?.name ?? '' })}
      description={t('settings.dialog.deleteText')}
      error={remove.isError ? serverRefusal(remove.error, t('settings.dialog.deleteFailed')) : null}
      confirmLabel={t('settings.dialog.delete')}
      busy={remove.isPending}
      onConfirm={confirm}
    />
  );
}
