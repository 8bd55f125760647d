import { toDateInputValue } from './meter-dates.ts';
import type { MeterReading } from './meter-reading.schema.ts';
import { readingUnitSymbol } from './meter-units.ts';
import { readingTime } from './record-rules.ts';

export const METER_READS_CSV_HEADER = [
  'Date',
  'Time',
  'Location',
  'Parent',
  'Meter Type',
  'Reading',
  'Unit',
  'Consumption',
  'Notes',
  'Photo URL',
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. Text that a
 * spreadsheet would run as a formula (= + - @ tab, carriage return) gets a leading apostrophe.
 */
export function csvCell(value: string, { text = true }: { text?: boolean } = {}): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A decimal string as stored, without trailing zeros ('1234.500' -> '1234.5'); blank stays blank. */
function decimal(value: string | null): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed.includes('.')) return trimmed;
  return trimmed.replace(/0+$/, '').replace(/\.$/, '');
}

/**
 * The Export CSV file of the meter reads page: one row per reading in the order given, local
 * date (YYYY-MM-DD) and 24-hour time so spreadsheets read them, readings and consumption exact,
 * photo links absolute; the unit (its symbol, 'm³') the reading was recorded in, in its own column
 * after the reading (decisions 0035 and 0053: never the marina's unit of today). Starts with a byte order mark and uses CRLF, as
 * spreadsheets expect.
 */
export function meterReadsCsv(
  readings: readonly Pick<
    MeterReading,
    | 'reading'
    | 'unit'
    | 'consumption'
    | 'notes'
    | 'meterType'
    | 'location'
    | 'meterImage'
    | 'activity'
    | 'createdAt'
  >[],
  origin: string,
): string {
  const lines = [METER_READS_CSV_HEADER.join(',')];
  for (const r of readings) {
    const at = new Date(readingTime(r));
    const photo = r.meterImage?.photoPath ? `${origin.replace(/\/$/, '')}${r.meterImage.photoPath}` : '';
    lines.push(
      [
        csvCell(toDateInputValue(at), { text: false }),
        csvCell(`${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`, { text: false }),
        csvCell(r.location?.name ?? ''),
        csvCell(r.location?.parentLocation?.name ?? ''),
        csvCell(r.meterType),
        csvCell(decimal(r.reading), { text: false }),
        csvCell(r.reading?.trim() ? readingUnitSymbol(r.unit) : ''),
        csvCell(decimal(r.consumption), { text: false }),
        csvCell(r.notes ?? ''),
        csvCell(photo, { text: false }),
      ].join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** meter-reads-2026-03-01-to-2026-03-31.csv */
export function meterReadsFileName(startDate: string, endDate: string): string {
  const part = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : 'any');
  return `meter-reads-${part(startDate)}-to-${part(endDate)}.csv`;
}
