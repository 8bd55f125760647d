import { plainReading } from '#core/meters/reading-format.ts';
import { UnitSuffix } from '#web/components/unit-suffix.tsx';
import { readingText } from '../lib/meter-text.ts';

/**
 * A reading as shown (spec 000 section 5: 'No reading' when empty or unreadable) with its unit's
 * symbol after it, the unit only when there is a figure to follow (as formatReadingWithUnit).
 * The caller's element sets the size and weight; `unitClassName` adjusts the unit's.
 */
export function ReadingFigure({
  value,
  unit,
  unitClassName,
  valueTestId,
}: {
  value: string | null | undefined;
  /** The unit's symbol ('m³'); '' for none. */
  unit: string;
  unitClassName?: string;
  /** A data-testid for the figure's own span. */
  valueTestId?: string;
}) {
  return (
    <>
      <span data-testid={valueTestId}>{readingText(value)}</span>
      {plainReading(value) !== null && <UnitSuffix symbol={unit} className={unitClassName} />}
    </>
  );
}
