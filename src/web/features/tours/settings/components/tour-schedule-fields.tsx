import { Plus, X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { sentence } from '#core/backend/backend-messages.ts';
import { type TourForm, WEEKDAYS } from '#core/tours/tour-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError, fieldErrorProps } from '#web/components/ui/field.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { SwitchRow } from '#web/components/ui/switch-row.tsx';
import { cn } from '#web/lib/cn.ts';
import { dayKey } from '../lib/day-key.ts';

type Patch = (change: Partial<TourForm>) => void;

/** When the tour starts: fixed times, the weekdays, and an optional "every N minutes from … to …". */
export function TourScheduleFields({
  id,
  form,
  patch,
  errors,
}: {
  id: string;
  form: TourForm;
  patch: Patch;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation(['tours', 'settings']);
  const timesError =
    errors['schedule.times'] ?? form.times.map((_, i) => errors[`schedule.times.${i}`]).find(Boolean);
  const everyError =
    errors['schedule.every.minutes'] ?? errors['schedule.every.from'] ?? errors['schedule.every.to'];
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-1.5 font-semibold text-base">{t('settings.dialog.startTimes')}</legend>
        {form.times.length > 0 && (
          <ul className="space-y-2">
            {form.times.map((time, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the times are edited in place; two may be equal while typing.
              <li key={i} className="flex items-center gap-2">
                <Input
                  type="time"
                  aria-label={t('settings.dialog.startTime', { n: i + 1 })}
                  value={time}
                  className="w-44 tabular-nums"
                  {...fieldErrorProps(`${id}-times`, errors[`schedule.times.${i}`])}
                  onChange={(e) =>
                    patch({ times: form.times.map((time, j) => (j === i ? e.target.value : time)) })
                  }
                />
                <IconButton
                  label={t('settings.dialog.removeStartTime', { n: i + 1 })}
                  icon={X}
                  onClick={() => patch({ times: form.times.filter((_, j) => j !== i) })}
                />
              </li>
            ))}
          </ul>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => patch({ times: [...form.times, form.times.at(-1) ?? '22:00'] })}
        >
          <Plus aria-hidden="true" />
          {t('settings.dialog.addTime')}
        </Button>
        <FieldError id={`${id}-times`} error={sentence(timesError)} />
      </fieldset>

      <fieldset>
        <legend className="mb-1.5 font-semibold text-base">{t('settings.dialog.days')}</legend>
        <div className="grid grid-cols-7 gap-1">
          {WEEKDAYS.map((day) => {
            const on = form.weekdays.includes(day);
            return (
              <button
                key={day}
                type="button"
                aria-pressed={on}
                onClick={() =>
                  patch({
                    weekdays: on ? form.weekdays.filter((d) => d !== day) : [...form.weekdays, day],
                  })
                }
                className={cn(
                  'min-h-11 rounded-lg border-2 font-semibold text-sm',
                  on
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border bg-surface text-foreground',
                )}
              >
                <span aria-hidden="true">{t(`settings.day.short.${dayKey(day)}`)}</span>
                <span className="sr-only">{t(`settings.day.long.${dayKey(day)}`)}</span>
              </button>
            );
          })}
        </div>
        <FieldError id={`${id}-days`} error={sentence(errors['schedule.weekdays'])} />
      </fieldset>

      <div className="space-y-2">
        <SwitchRow
          id={`${id}-every`}
          label={t('settings.dialog.repeat')}
          description={t('settings.dialog.repeatHelp')}
          checked={form.everyOn}
          onChange={(everyOn) => patch({ everyOn })}
        />
        {form.everyOn && (
          <div className="grid grid-cols-2 gap-3">
            <LabelledInput
              id={`${id}-every-minutes`}
              label={t('settings.dialog.everyMinutes')}
              className="col-span-2"
              inputClassName="w-32"
              inputMode="numeric"
              value={form.everyMinutes}
              error={errors['schedule.every.minutes']}
              errorId={`${id}-every`}
              onChange={(everyMinutes) => patch({ everyMinutes })}
            />
            <LabelledInput
              id={`${id}-every-from`}
              label={t('settings.dialog.from')}
              type="time"
              value={form.everyFrom}
              error={errors['schedule.every.from']}
              errorId={`${id}-every`}
              onChange={(everyFrom) => patch({ everyFrom })}
            />
            <LabelledInput
              id={`${id}-every-to`}
              label={t('settings.dialog.to')}
              type="time"
              value={form.everyTo}
              error={errors['schedule.every.to']}
              errorId={`${id}-every`}
              onChange={(everyTo) => patch({ everyTo })}
            />
          </div>
        )}
        <FieldError id={`${id}-every`} error={sentence(everyError)} />
        <FieldError id={`${id}-schedule`} error={sentence(errors.schedule)} />
      </div>
    </div>
  );
}

/** A small labelled input of the interval; its error shows once, below the group (`errorId`). */
function LabelledInput({
  id,
  label,
  className,
  inputClassName,
  error,
  errorId,
  onChange,
  ...props
}: {
  id: string;
  label: string;
  className?: string;
  inputClassName?: string;
  error: string | undefined;
  errorId: string;
  onChange: (value: string) => void;
} & Pick<ComponentProps<'input'>, 'type' | 'inputMode' | 'value'>) {
  return (
    <div className={cn('min-w-0 space-y-1', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        className={cn('tabular-nums', inputClassName)}
        {...props}
        {...fieldErrorProps(errorId, error)}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
