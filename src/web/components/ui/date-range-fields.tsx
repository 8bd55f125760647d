import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';

export interface DateRange {
  /** YYYY-MM-DD (a date input's value), or '' for no bound. */
  from: string;
  to: string;
}

/**
 * A filter's days: two date inputs side by side (both days included) and, under them, one message
 * when the range is wrong, which both inputs point at. `bounds` limits what the pickers offer.
 */
export function DateRangeFields({
  id,
  labels,
  value,
  onChange,
  error,
  bounds,
}: {
  /** The inputs are `<id>-from` and `<id>-to`, the message `<id>-error`. */
  id: string;
  labels: { from: string; to: string };
  value: DateRange;
  onChange: (value: DateRange) => void;
  error: string | null;
  bounds?: { first: string; last: string };
}) {
  const invalid = error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
  return (
    <>
      <Field id={`${id}-from`} label={labels.from}>
        <Input
          id={`${id}-from`}
          type="date"
          value={value.from}
          min={bounds?.first}
          max={bounds ? value.to || bounds.last : undefined}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
          {...invalid}
        />
      </Field>
      <Field id={`${id}-to`} label={labels.to}>
        <Input
          id={`${id}-to`}
          type="date"
          value={value.to}
          min={bounds ? value.from || bounds.first : undefined}
          max={bounds?.last}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
          {...invalid}
        />
      </Field>
      {error && (
        <p id={`${id}-error`} className="col-span-2 font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </>
  );
}
