import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { failure, sentence, success } from '#core/backend/backend-messages.ts';
import { sortByName } from '#core/locations/parent-candidates.ts';
import type { Tour } from '#core/tours/tour.schema.ts';
import {
  newTourForm,
  TOUR_MESSAGES,
  type TourForm,
  tourToForm,
  validateTourForm,
} from '#core/tours/tour-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field, fieldErrorProps } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useMarinaLocations } from '#web/features/marina-locations/index.ts';
import { serverRefusal } from '#web/lib/refusal.ts';
import { toast } from '#web/lib/toast.ts';
import { useRetryGuid } from '#web/lib/use-retry-guid.ts';
import { useDeleteTour, useSaveTour } from '../api/tours.ts';
import { SwitchRow } from './switch-row.tsx';
import { TourCheckpointsField } from './tour-checkpoints-field.tsx';
import { TourScheduleFields } from './tour-schedule-fields.tsx';

interface TourDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  marinaId: string;
  /** The tour to edit; null to add one. */
  tour: Tour | null;
  /** Delete was pressed on the tour being edited. */
  onDelete: (tour: Tour) => void;
}

/** Add or edit a tour: name, checkpoints in order, timing, schedule, active. */
export function TourDialog({ open, onOpenChange, ...props }: TourDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <TourFormBody {...props} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function TourFormBody({
  marinaId,
  tour,
  onDelete,
  onDone,
}: Omit<TourDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const id = useId();
  const save = useSaveTour();
  const guidFor = useRetryGuid();
  const locations = useMarinaLocations(marinaId);
  const [form, setForm] = useState<TourForm>(() => (tour ? tourToForm(tour) : newTourForm()));
  // After a refused submit the messages follow the form as it is corrected.
  const [tried, setTried] = useState(false);
  const checked = validateTourForm(form);
  const errors = tried && !checked.ok ? checked.errors : {};
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
    save.mutate(input, {
      onSuccess: () => {
        toast(success(tour ? TOUR_MESSAGES.updated : TOUR_MESSAGES.added));
        onDone();
      },
      onError: (error) => toast(failure(serverRefusal(error, TOUR_MESSAGES.saveFailed))),
    });
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
      title={tour ? 'Edit Tour' : 'Add Tour'}
      description="Guards walk its checkpoints at the times set here (marina time)."
      onSubmit={onSubmit}
      submitLabel={tour ? 'Save Changes' : 'Add Tour'}
      busy={save.isPending}
      stickyFooter
      className="max-w-lg"
    >
      <Field id={`${id}-name`} label="Name" error={sentence(errors.name)}>
        <Input
          id={`${id}-name`}
          autoComplete="off"
          placeholder="e.g. Night Round"
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
        label="Order matters"
        description="Checkpoints must be scanned in this order."
        checked={form.ordered}
        onChange={(ordered) => patch({ ordered })}
      />
      <div className="grid grid-cols-2 gap-3">
        {minutesField('durationMinutes', 'Minutes allowed')}
        {minutesField('graceMinutes', 'Grace minutes')}
      </div>
      <TourScheduleFields id={`${id}-schedule`} form={form} patch={patch} errors={errors} />
      <SwitchRow
        id={`${id}-active`}
        label="Active"
        description="Paused tours are not scheduled."
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
          Delete Tour
        </Button>
      )}
    </FormDialog>
  );
}

/** Asks before deleting a tour; its runs stay for the reports. */
export function DeleteTourDialog({ tour, onClose }: { tour: Tour | null; onClose: () => void }) {
  const remove = useDeleteTour();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!tour) return;
    remove.mutate(tour.guid, {
      onSuccess: () => {
        toast(success(TOUR_MESSAGES.deleted));
        close();
      },
    });
  };
  return (
    <ConfirmDialog
      open={tour !== null}
      onClose={close}
      title={`Delete ${tour?.name ?? ''}?`}
      description="It will no longer be scheduled. Past runs stay in the reports."
      error={remove.isError ? serverRefusal(remove.error, TOUR_MESSAGES.deleteFailed) : null}
      confirmLabel="Delete Tour"
      busy={remove.isPending}
      onConfirm={confirm}
    />
  );
}
