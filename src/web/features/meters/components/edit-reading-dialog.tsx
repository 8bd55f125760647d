import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { readingInputProblem } from '#core/meters/record-rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useUpdateMeterReading } from '../api/update-meter-reading.ts';
import { recordText } from '../lib/meter-text.ts';
import { ReadingInput } from './reading-input.tsx';

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
      toast({
        title: t('edit.error'),
        description: errorMessage(e, t('edit.failed')),
        variant: 'destructive',
      });
    }
  }

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{t('edit.title')}</DialogTitle>
        {reading.location && <DialogDescription>{reading.location.name}</DialogDescription>}
      </DialogHeader>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-reading`}>{t('edit.reading')}</Label>
          <ReadingInput
            id={`${id}-reading`}
            value={value}
            placeholder={t('edit.placeholder')}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className="font-medium text-destructive text-sm">
              {error}
            </p>
          )}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-notes`}>{t('edit.notes')}</Label>
          <Textarea
            id={`${id}-notes`}
            rows={3}
            className="min-h-20"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('edit.saving') : t('edit.save')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
