import { Check, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftQuestion } from '#core/shifts/shift.schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { FormValue } from '#web/features/shifts/lib/shift-flow.ts';
import { toDateTimeLocalValue } from '#web/features/shifts/lib/shift-time.ts';
import { cn } from '#web/lib/cn.ts';

interface QuestionFieldProps {
  question: ShiftQuestion;
  value: FormValue;
  onChange: (value: FormValue) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** The question text with the required marker (spec 000 section 2; required is not enforced here). */
function QuestionText({ question }: { question: ShiftQuestion }) {
  const { t } = useTranslation('shifts');
  return (
    <span className="flex items-start gap-2 font-semibold text-base leading-snug">
      <span className="min-w-0 flex-1">{question.questionText}</span>
      {question.isRequired && (
        <span className="mt-0.5 shrink-0 rounded-md bg-destructive-soft px-1.5 py-0.5 font-semibold text-destructive text-xs">
          {t('field.required')}
        </span>
      )}
    </span>
  );
}

const textareaClass = cn(
  'block w-full rounded-xl border-2 border-border bg-surface px-3.5 py-2.5 text-base text-foreground',
  'placeholder:text-muted-foreground focus:border-primary focus:outline-none focus:ring-4 focus:ring-primary/20',
  'aria-invalid:border-destructive disabled:opacity-60',
);

/** Two large toggle buttons; false is a real answer, so 'No' is as much a choice as 'Yes'. */
function YesNo({ value, onChange, disabled }: QuestionFieldProps) {
  const { t } = useTranslation('shifts');
  const options = [
    { key: 'yes', label: t('answer.yes'), value: true },
    { key: 'no', label: t('answer.no'), value: false },
  ] as const;
  return (
    <div className="grid grid-cols-2 gap-2">
      {options.map((option) => {
        const selected = value === option.value;
        return (
          <button
            key={option.key}
            type="button"
            aria-pressed={selected}
            disabled={disabled}
            onClick={() => onChange(option.value)}
            className={cn(
              'inline-flex min-h-13 items-center justify-center gap-2 rounded-xl border-2 font-semibold text-lg transition-colors',
              'disabled:opacity-60',
              selected
                ? 'border-primary bg-primary text-primary-foreground shadow-sm'
                : 'border-border bg-surface text-foreground hover:bg-muted',
            )}
          >
            {selected && <Check className="size-5" aria-hidden="true" />}
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

/** One unanswered question as the input its type needs (spec 000 section 2, shift question card). */
export function QuestionField(props: QuestionFieldProps) {
  const { question, value, onChange, error, disabled } = props;
  const { t } = useTranslation('shifts');
  const inputId = `question-${question.guid}`;
  const errorId = `${inputId}-error`;
  const text = typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
  const common = {
    id: inputId,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;

  let control: ReactNode;
  switch (question.questionType) {
    case 'yes_no':
      control = <YesNo {...props} />;
      break;
    case 'text_long':
      control = (
        <textarea
          {...common}
          rows={3}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          className={textareaClass}
        />
      );
      break;
    case 'number':
      control = (
        <Input
          {...common}
          type="number"
          inputMode="decimal"
          step="any"
          value={text}
          onChange={(e) => onChange(e.target.value)}
          className="text-lg tabular-nums"
        />
      );
      break;
    case 'timestamp':
      control = (
        <div className="space-y-2">
          <Input
            {...common}
            type="datetime-local"
            step={60}
            value={text}
            onChange={(e) => onChange(e.target.value)}
            className="tabular-nums"
          />
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={disabled}
            onClick={() => onChange(toDateTimeLocalValue(new Date()))}
          >
            <Clock aria-hidden="true" />
            {t('field.setNow')}
          </Button>
        </div>
      );
      break;
    default:
      control = (
        <Input
          {...common}
          type="text"
          value={text}
          onChange={(e) => onChange(e.target.value)}
          maxLength={5000}
        />
      );
  }

  const message = error && (
    <p id={errorId} className="font-medium text-destructive text-sm">
      {error}
    </p>
  );
  if (question.questionType === 'yes_no') {
    // Two buttons answer one question: a fieldset whose legend is the question.
    return (
      <fieldset className="space-y-2" data-testid="shift-question">
        <legend className="mb-2 w-full">
          <QuestionText question={question} />
        </legend>
        {control}
        {message}
      </fieldset>
    );
  }
  return (
    <div className="space-y-2" data-testid="shift-question">
      <label htmlFor={inputId} className="block">
        <QuestionText question={question} />
      </label>
      {control}
      {message}
    </div>
  );
}
