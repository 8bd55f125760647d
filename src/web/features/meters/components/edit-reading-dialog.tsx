import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { readingInputProblem } from '#core/meters/record-rules.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { toastFailure } from '#web/lib/failure-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useUpdateMeterReading } from '../api/update-meter-reading.ts';
import { recordText } from '../lib/meter-text.ts';
import { ReadingInput } from './reading-input.tsx';
import { ReadingNotesField } from './reading-notes-field.tsx';

interface EditReadingDialogProps {
  /** The reading being edited; the dialog is open while it is set. */
  reading: MeterReading | null;
  onClose: () => void;
}

/** 'Edit Meter Reading' (spec 000 section 2): Reading and Notes, Cancel and 'Save Changes'. */
export function EditReadingDialog({ reading, onClose }: EditReadingDialogProps) {
  return (
    <Dialog open={reading !== null} onOpenChange={(open) => !open && onClose()}>
      {reading && <EditReadingForm key={reading.guid} reading={reading} onClose={onClose} />}
    </Dialog>
  );
}

function EditReadingForm({ reading, onClose }: { reading: MeterReading; onClose: () => void }) {
  const id = useId();
  const { t } = useTranslation(['meters', 'common']);
  const update = useUpdateMeterReading();
  const [value, setValue] = useState(reading.reading ?? '');
  const [notes, setNotes] = useState(reading.notes ?? '');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    if (value.trim() === '') {
      toast({
        title: t('edit.validationError'),
        description: t('edit.enterReading'),
        variant: 'destructive',
      });
      return;
    }
    const problem = readingInputProblem(value);
    if (problem) {
      setError(problem === 'blank' ? t('edit.enterReading') : recordText(problem));
      return;
    }
    try {
      await update.mutateAsync({
        guid: reading.guid,
        reading: value.trim(),
        notes: notes.trim() || null,
        marinaId: reading.marinaId,
      });
      toast({ title: t('edit.updated'), variant: 'success' });
      onClose();
    } catch (e) {
      toastFailure(t('edit.error'), e, t('edit.failed'));
    }
  }

  return (
    <FormDialog
      title={t('edit.title')}
      description={reading.location?.name}
      onSubmit={submit}
      submitLabel={t('edit.save')}
      busy={update.isPending}
      busyLabel={t('edit.saving')}
    >
      <Field id={`${id}-reading`} label={t('edit.reading')} error={error ?? undefined}>
        {(control) => (
          <ReadingInput
            {...control}
            value={value}
            placeholder={t('edit.placeholder')}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
          />
        )}
      </Field>
      <ReadingNotesField id={`${id}-notes`} label={t('edit.notes')} value={notes} onChange={setNotes} />
    </FormDialog>
  );
}
