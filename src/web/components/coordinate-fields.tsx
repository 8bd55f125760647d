import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';

/**
 * Latitude and longitude side by side, typed as decimals (a GPS reference, a plan's calibration
 * spot); the labels are the caller's words.
 */
export interface TypedCoordinates {
  latitude: string;
  longitude: string;
}

export const NO_COORDINATES: TypedCoordinates = { latitude: '', longitude: '' };

export function CoordinateFields({
  id,
  value: { latitude, longitude },
  onChange,
  labels,
}: {
  id: string;
  value: TypedCoordinates;
  onChange: (coordinates: TypedCoordinates) => void;
  labels: TypedCoordinates;
}) {
  return (
    <>
      <Field id={`${id}-lat`} label={labels.latitude}>
        <Input
          id={`${id}-lat`}
          inputMode="decimal"
          value={latitude}
          onChange={(e) => onChange({ latitude: e.target.value, longitude })}
        />
      </Field>
      <Field id={`${id}-lng`} label={labels.longitude}>
        <Input
          id={`${id}-lng`}
          inputMode="decimal"
          value={longitude}
          onChange={(e) => onChange({ latitude, longitude: e.target.value })}
        />
      </Field>
    </>
  );
}
