import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import type { MeterType } from '#core/meters/meter-constants.ts';
import type { MeterReading } from '#core/meters/meter-reading.schema.ts';
import { metersEndpoints } from '#core/meters/meters.endpoints.ts';
import { readingInputProblem } from '#core/meters/record-rules.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ReadingNotesField, ReadingSuggestion, useReadingSuggestion } from '#web/features/meters/index.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { call, endpointKey } from '#web/lib/call.ts';
import { toast } from '#web/lib/toast.ts';

const NO_CONTEXT = { previous: null, averageUse: null };

interface TranscribeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The activity's reading record; null when the activity has none (its save failed, say). */
  reading: MeterReading | null;
  activityGuid: string;
  /** The meter type of the activity ('Meter reading (water)'): a missing reading is made with it. */
  meterType: MeterType | null;
  locationGuid: string | null;
  marinaId: string;
  /** The meter's unit symbol ('kWh'), shown with a suggested reading. */
  unit: string;
}

interface Transcription {
  reading: string;
  notes: string;
  marinaId: string;
  /** The reading record to update, or the one to make for an activity that has none. */
  record: { guid: string } | { newGuid: string; activityGuid: string; meterType: MeterType };
}

/**
 * PUT /api/meter-readings/{guid} {reading, notes, marinaId}: the value read off a meter photo. An
 * activity whose reading's save failed (issue 30 item 13) has no record to update: the dialog makes
 * it with POST /api/meter-readings, the call the record screen's save did not complete, under a
 * guid kept while the dialog is open, so a retry of a save that did arrive makes no second one.
 */
function saveTranscription({ record, reading, notes, marinaId }: Transcription) {
  if ('guid' in record) {
    return call(metersEndpoints.updateReading, {
      params: { guid: record.guid },
      body: { reading, notes, marinaId },
    });
  }
  return call(metersEndpoints.createReading, {
    body: {
      guid: record.newGuid,
      activityId: record.activityGuid,
      meterImageId: null,
      meterType: record.meterType,
      reading,
      notes: notes || null,
      marinaId,
    },
  });
}

/**
 * 'Transcribe Meter Reading' (spec 000 section 3): a numeric reading (step 0.01) and optional
 * notes; Save Reading is disabled while the reading is blank or saving; closes after a save.
 */
export function TranscribeDialog(props: TranscribeDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {/* Mounted only while open: every opening starts with an empty form. */}
      {props.open && <TranscribeForm {...props} />}
    </Dialog>
  );
}

function TranscribeForm({
  onOpenChange,
  reading,
  activityGuid,
  meterType,
  locationGuid,
  marinaId,
  unit,
}: TranscribeDialogProps) {
  const { t } = useTranslation(['meters', 'common']);
  const queryClient = useQueryClient();
  const id = useId();
  const [value, setValue] = useState('');
  const [notes, setNotes] = useState(reading?.notes ?? '');
  const [error, setError] = useState<string | null>(null);
  const [newGuid] = useState(() => crypto.randomUUID());
  // The reading read off the photo (ADR 0038), offered until used; the dialog does not know the
  // meter's previous reading, so only a value read with its decimal point is offered.
  const suggestion = useReadingSuggestion(reading?.meterImage?.photoPath ?? null, NO_CONTEXT);
  const [used, setUsed] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: endpointKey(metersEndpoints.readingOfActivity, { params: { guid: activityGuid } }),
      }),
      queryClient.invalidateQueries({ queryKey: endpointKey(activitiesEndpoints.feed) }),
      locationGuid
        ? queryClient.invalidateQueries({
            queryKey: endpointKey(activitiesEndpoints.locationFeed, { params: { guid: locationGuid } }),
          })
        : null,
    ]);
  const save = useMutation({ mutationFn: saveTranscription, onSuccess: refresh });
  const record = reading ? { guid: reading.guid } : meterType ? { newGuid, activityGuid, meterType } : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (value.trim() === '' || save.isPending) return;
    if (readingInputProblem(value) === 'badNumber') {
      setError(t('record.badNumber'));
      return;
    }
    if (!record) {
      // Neither a record nor a meter type to make one with (an activity of an older app, say).
      toast({ title: t('common:error'), description: t('transcribe.noRecord'), variant: 'destructive' });
      return;
    }
    try {
      await save.mutateAsync({ record, reading: value.trim(), notes: notes.trim(), marinaId });
      toast({
        title: t('transcribe.updated'),
        description: t('transcribe.updatedText'),
        variant: 'success',
      });
      onOpenChange(false);
    } catch (e) {
      const gone = e instanceof ApiError && e.status === 404;
      const description = gone ? t('transcribe.noRecord') : errorMessage(e, t('transcribe.failed'));
      toast({ title: t('common:error'), description, variant: 'destructive' });
      // Deleted meanwhile (another phone): the card goes with its reading instead of failing again.
      if (gone) {
        onOpenChange(false);
        await refresh();
      } else if (e instanceof ApiError && e.status === 409) {
        // Another phone made the missing reading meanwhile: the card shows it.
        await refresh();
      }
    }
  }

  return (
    <FormDialog
      title={t('transcribe.title')}
      description={t('transcribe.description')}
      banner={
        reading?.meterImage?.photoPath && (
          <a
            href={reading.meterImage.photoPath}
            target="_blank"
            rel="noopener noreferrer"
            className="mb-4 block overflow-hidden rounded-xl border border-border bg-muted"
          >
            <img
              src={reading.meterImage.photoPath}
              alt={t('transcribe.photo')}
              className="max-h-48 w-full object-contain"
            />
          </a>
        )
      }
      onSubmit={submit}
      submitLabel={t('transcribe.save')}
      busy={save.isPending}
      busyLabel={t('transcribe.saving')}
      submitDisabled={value.trim() === ''}
    >
      <Field id={`${id}-reading`} label={t('transcribe.reading')} error={error ?? undefined}>
        {(control) => (
          <>
            <Input
              {...control}
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('transcribe.placeholder')}
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setError(null);
              }}
              className="min-h-14 font-bold text-2xl tabular-nums"
            />
            {suggestion !== null && !used && (
              <ReadingSuggestion
                value={suggestion}
                unit={unit}
                onUse={(suggested) => {
                  setValue(suggested);
                  setError(null);
                  setUsed(true);
                }}
              />
            )}
          </>
        )}
      </Field>
      <ReadingNotesField
        id={`${id}-notes`}
        label={
          // A space, not a margin, before '(Optional)': it stays in the field's accessible name.
          <>
            {t('transcribe.notes')}{' '}
            <span className="font-normal text-muted-foreground text-sm">{t('transcribe.optional')}</span>
          </>
        }
        value={notes}
        onChange={setNotes}
      />
    </FormDialog>
  );
}
