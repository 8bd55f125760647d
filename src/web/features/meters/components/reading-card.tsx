import { Check, Link2, LoaderCircle } from 'lucide-react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { consumption } from '#core/meters/consumption.ts';
import { READING_PATTERN } from '#core/meters/meter-constants.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { cn } from '#web/lib/cn.ts';
import { ConsumptionText } from './consumption-text.tsx';
import { ReadingFigure } from './reading-figure.tsx';

interface ReadingCardProps {
  reading: string;
  notes: string;
  error: string | null;
  onReadingChange: (value: string) => void;
  onNotesChange: (value: string) => void;
  onSubmit: () => void;
  saving: boolean;
  /** The photo is still being processed or uploaded: saving now would not link it. */
  waitingForPhoto: boolean;
  photoUploaded: boolean;
  /** The newest reading with a value, to show and to compute the use against. */
  lastValue: string | null;
  /** The symbol of this meter's unit ('m³'), shown in the input and with every figure. */
  unit: string;
  /** The symbol of the last reading's own unit: another than `unit` after a unit change (decision 0053). */
  lastUnit: string;
  readingInput: RefObject<HTMLInputElement | null>;
  /** The reading suggested from the photo, with its 'Use' button (ADR 0038). */
  suggestion?: ReactNode;
}

/** The reading input with its round save button, the notes and the photo link note. */
export function ReadingCard(props: ReadingCardProps) {
  const { t } = useTranslation('meters');
  const { reading, notes, error, saving, waitingForPhoto, photoUploaded, lastValue, unit, lastUnit } = props;
  const typed = reading.trim();
  const typedNumber = lastValue !== null && READING_PATTERN.test(typed);
  // A dial read in two units does not subtract: after a unit change no use is shown, and why.
  const unitChanged = typedNumber && lastUnit !== unit;
  const use = typedNumber && !unitChanged ? consumption(typed, lastValue) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit();
  }

  return (
    <Card aria-labelledby="reading-title">
      <form className="space-y-3 p-4" onSubmit={submit} noValidate>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h2 id="reading-title" className="font-semibold text-lg">
            <label htmlFor="meter-reading">{t('form.title')}</label>
          </h2>
          {lastValue !== null && (
            <p className="text-muted-foreground text-sm">
              {t('form.last')}{' '}
              <span className="font-semibold text-foreground tabular-nums" data-testid="last-reading">
                <ReadingFigure value={lastValue} unit={lastUnit} unitClassName="text-[0.9em]" />
              </span>
            </p>
          )}
        </div>
        <div className="flex items-center gap-3">
          <div className="relative min-w-0 flex-1">
            <input
              ref={props.readingInput}
              id="meter-reading"
              type="number"
              step="0.001"
              min="0"
              inputMode="decimal"
              autoComplete="off"
              enterKeyHint="done"
              placeholder={t('form.placeholder')}
              value={reading}
              onChange={(e) => props.onReadingChange(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={
                error ? 'meter-reading-error meter-reading-unit' : 'meter-reading-use meter-reading-unit'
              }
              className={cn(
                'block h-16 w-full min-w-0 rounded-2xl border-2 border-border bg-surface px-4 font-bold text-3xl tabular-nums',
                unit && (unit.length > 3 ? 'pr-[4.75rem]' : 'pr-14'),
                'placeholder:font-normal placeholder:text-base placeholder:text-muted-foreground',
                'focus:border-primary focus:outline-none focus:ring-4 focus:ring-primary/20 focus-visible:outline-none',
                'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
              )}
            />
            {unit && (
              <span
                id="meter-reading-unit"
                data-testid="reading-unit"
                className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center font-semibold text-base text-muted-foreground"
              >
                {unit}
              </span>
            )}
          </div>
          <button
            type="submit"
            aria-label={t('form.save')}
            disabled={typed === '' || saving || waitingForPhoto}
            className={cn(
              'inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg',
              'hover:bg-primary-hover disabled:pointer-events-none disabled:opacity-45',
            )}
          >
            {saving ? (
              <LoaderCircle className="size-8 animate-spin" aria-hidden="true" />
            ) : (
              <Check className="size-9" strokeWidth={3} aria-hidden="true" />
            )}
          </button>
        </div>
        {props.suggestion}
        <div id="meter-reading-use" className="min-h-5 text-sm" aria-live="polite">
          {error ? (
            <p id="meter-reading-error" className="font-medium text-destructive">
              {error}
            </p>
          ) : unitChanged ? (
            <p className="text-muted-foreground" data-testid="unit-changed">
              {t('form.unitChanged', { last: lastUnit, unit })}
            </p>
          ) : use !== null ? (
            <p className="text-muted-foreground">
              {t('form.useSinceLast')} <ConsumptionText value={use} unit={unit} className="font-semibold" />
            </p>
          ) : null}
        </div>
        <Textarea
          aria-label={t('form.notes')}
          placeholder={t('form.notesPlaceholder')}
          rows={2}
          className="min-h-20"
          value={notes}
          onChange={(e) => props.onNotesChange(e.target.value)}
        />
        {photoUploaded ? (
          <p className="flex items-center gap-2 font-medium text-success text-sm">
            <Link2 className="size-4 shrink-0" aria-hidden="true" />
            {t('form.linked')}
          </p>
        ) : waitingForPhoto ? (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden="true" />
            {t('form.waitingForPhoto')}
          </p>
        ) : null}
      </form>
    </Card>
  );
}
