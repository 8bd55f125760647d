import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UnusualReading, unusualReading } from '#core/meters/consumption.ts';
import type { MeterType } from '#core/meters/meter-constants.ts';
import type { RecordMeterResponse } from '#core/meters/meter-reading.schema.ts';
import { readingUnitSymbol } from '#core/meters/meter-units.ts';
import {
  latestTranscribed,
  meterLocationProblemKey,
  readingInputProblem,
} from '#core/meters/record-rules.ts';
import { toast } from '#web/lib/toast.ts';
import { useAutoCamera } from '../hooks/use-auto-camera.ts';
import { useMeterPhoto } from '../hooks/use-meter-photo.ts';
import { useReadingSuggestion } from '../hooks/use-reading-suggestion.ts';
import { useRecordDraft } from '../hooks/use-record-draft.ts';
import { useSaveReading } from '../hooks/use-save-reading.ts';
import { recordText } from '../lib/meter-text.ts';
import { PhotoCard } from './photo-card.tsx';
import { ReadingCard } from './reading-card.tsx';
import { ReadingSuggestion } from './reading-suggestion.tsx';
import { UnusualReadingDialog } from './unusual-reading-dialog.tsx';

interface RecordMeterFormProps {
  locationGuid: string;
  meterType: MeterType;
  marinaId: string | null;
  /** The symbol of this meter's unit at the marina ('m³'). */
  unit: string;
  query: UseQueryResult<RecordMeterResponse>;
}

/** The photo card and the reading form of the record screen, and what happens on save. */
export function RecordMeterForm({ locationGuid, meterType, marinaId, unit, query }: RecordMeterFormProps) {
  const { t } = useTranslation('meters');
  const cameraInput = useRef<HTMLInputElement>(null);
  const readingInput = useRef<HTMLInputElement>(null);
  const draft = useRecordDraft(query);
  const photoFlow = useMeterPhoto({ locationGuid, meterType, marinaId, draft });
  const { save, saving } = useSaveReading({
    locationGuid,
    locationName: query.data?.location.name,
    meterType,
    marinaId,
    draft,
  });
  const { auto, setAuto, waitingForTap } = useAutoCamera(locationGuid, cameraInput);
  const [reading, setReading] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<UnusualReading | null>(null);

  const data = query.data;
  const last = data ? latestTranscribed(data.recentReadings) : null;
  const lastUnit = readingUnitSymbol(last?.unit);
  // The last reading and the usual use only mean something for a reading in the same unit
  // (decision 0053): after the marina changed the unit, the new reading is judged on its own.
  const context =
    last && lastUnit === unit
      ? { previous: last.reading, averageUse: data?.averageUse ?? null }
      : { previous: null, averageUse: null };
  const { photo } = photoFlow;
  const waitingForPhoto = photoFlow.processing || photo?.status === 'uploading';
  // The reading read off the photo (ADR 0038): offered until the guard uses it, never filled in.
  const suggestion = useReadingSuggestion(photo?.file ?? null, context, Boolean(data));
  const [usedFor, setUsedFor] = useState<File | null>(null);
  const offered = photo && suggestion !== null && usedFor !== photo.file ? suggestion : null;

  async function submit(confirmed?: UnusualReading) {
    if (saving) return;
    const problem = readingInputProblem(reading);
    if (problem) {
      const text = recordText(problem === 'blank' ? 'enterReading' : problem);
      setError(text);
      if (problem === 'blank') {
        toast({ title: t('form.validationError'), description: text, variant: 'destructive' });
      }
      return;
    }
    const locationProblem = meterLocationProblemKey(locationGuid, data);
    if (locationProblem !== null || !data) {
      // Nothing loaded yet (poor signal, say): the spec's validation text on the form, and why the
      // save did not happen in the toast.
      if (!data) setError(recordText('noLocationData'));
      toast({
        title: t('form.saveError'),
        description: locationProblem ? recordText(locationProblem) : undefined,
        variant: 'destructive',
      });
      return;
    }
    if (!confirmed) {
      const unusual = unusualReading(reading.trim(), context.previous, context.averageUse);
      if (unusual) {
        setWarning(unusual);
        return;
      }
    }
    setWarning(null);
    const saved = await save({ reading, notes, photo, warning: confirmed?.message });
    if (saved) {
      setReading('');
      setNotes('');
      setError(null);
      photoFlow.clear();
    }
  }

  return (
    <>
      <PhotoCard
        flow={photoFlow}
        cameraInput={cameraInput}
        auto={auto}
        onAutoChange={setAuto}
        waitingForTap={waitingForTap}
      />
      <ReadingCard
        reading={reading}
        notes={notes}
        error={error}
        onReadingChange={(value) => {
          setReading(value);
          setError(null);
        }}
        onNotesChange={setNotes}
        onSubmit={() => void submit()}
        saving={saving}
        waitingForPhoto={waitingForPhoto}
        photoUploaded={photo?.status === 'uploaded'}
        lastValue={last?.reading ?? null}
        unit={unit}
        lastUnit={lastUnit}
        readingInput={readingInput}
        suggestion={
          offered !== null && (
            <ReadingSuggestion
              value={offered}
              unit={unit}
              onUse={(value) => {
                setReading(value);
                setError(null);
                setUsedFor(photo?.file ?? null);
                readingInput.current?.focus();
              }}
            />
          )
        }
      />
      <UnusualReadingDialog
        warning={warning}
        onConfirm={(confirmed) => void submit(confirmed)}
        onCancel={() => {
          setWarning(null);
          readingInput.current?.focus();
          readingInput.current?.select();
        }}
      />
    </>
  );
}
