import type { MeterType } from './meter-constants.ts';
import { isMeterType } from './record-rules.ts';

/**
 * The unit each meter type is read in, per marina (issue 18 item 2, decision 0035). Values travel
 * and are stored as ASCII (`m3`, not `m³`); screens and the CSV show the symbol. Zod-free, so a
 * light screen (an activity card) can show a unit without loading the schemas.
 */
export const meterUnitChoices = {
  power: ['kWh'],
  water: ['gal', 'm3', 'ft3'],
  gas: ['m3', 'ft3', 'therm'],
} as const satisfies Record<MeterType, readonly string[]>;

export type MeterUnits = { [T in MeterType]: (typeof meterUnitChoices)[T][number] };
export type MeterUnit = MeterUnits[MeterType];

/** A marina that never chose: the units of a US marina's utility bills (decision 0035). */
export const DEFAULT_METER_UNITS: MeterUnits = { power: 'kWh', water: 'gal', gas: 'ft3' };

const SYMBOLS: Record<MeterUnit, string> = { kWh: 'kWh', gal: 'gal', m3: 'm³', ft3: 'ft³', therm: 'therm' };

/** How a unit is shown: `m3` -> `m³`. */
export const unitSymbol = (unit: MeterUnit): string => SYMBOLS[unit];

/**
 * How a reading's own unit (the one it was recorded in, decision 0053) is shown: `m3` -> `m³`; a
 * value the app does not know as stored, and nothing for none.
 */
export const readingUnitSymbol = (unit: string | null | undefined): string =>
  unit ? ((SYMBOLS as Record<string, string>)[unit] ?? unit) : '';

/** Whether `unit` is one a meter of this type may be read in. */
export function isUnitOf<T extends MeterType>(type: T, unit: unknown): unit is MeterUnits[T] {
  return (meterUnitChoices[type] as readonly unknown[]).includes(unit);
}

/**
 * A marina's units from what is stored (jsonb): a missing or unknown value takes the default, so
 * a hand-edited row never breaks a screen.
 */
export function meterUnitsFrom(stored: unknown): MeterUnits {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  return {
    power: isUnitOf('power', value.power) ? value.power : DEFAULT_METER_UNITS.power,
    water: isUnitOf('water', value.water) ? value.water : DEFAULT_METER_UNITS.water,
    gas: isUnitOf('gas', value.gas) ? value.gas : DEFAULT_METER_UNITS.gas,
  };
}

/** The symbol a reading of this meter type shows with; '' for a type the app does not know. */
export function unitSymbolFor(units: MeterUnits | null | undefined, meterType: string): string {
  const known = units ?? DEFAULT_METER_UNITS;
  return isMeterType(meterType) ? unitSymbol(known[meterType]) : '';
}

/** The choices of a meter type for a picker: value and symbol. */
export const unitOptions = (type: MeterType) =>
  meterUnitChoices[type].map((unit) => ({ value: unit as MeterUnit, label: unitSymbol(unit) }));
