import { describe, expect, it } from 'vitest';
import {
  DEFAULT_METER_UNITS,
  isUnitOf,
  meterUnitChoices,
  meterUnitsFrom,
  unitOptions,
  unitSymbol,
  unitSymbolFor,
} from './meter-units.ts';

describe('meter units', () => {
  it('offers the units of the issue per meter type', () => {
    expect(meterUnitChoices).toEqual({
      power: ['kWh'],
      water: ['gal', 'm3', 'ft3'],
      gas: ['m3', 'ft3', 'therm'],
    });
  });

  it('defaults to a US marina: kWh, gallons, cubic feet', () => {
    expect(DEFAULT_METER_UNITS).toEqual({ power: 'kWh', water: 'gal', gas: 'ft3' });
  });

  it('shows ASCII wire values as their symbols', () => {
    expect(unitSymbol('m3')).toBe('m³');
    expect(unitSymbol('ft3')).toBe('ft³');
    expect(unitSymbol('kWh')).toBe('kWh');
    expect(unitSymbol('therm')).toBe('therm');
    expect(unitOptions('water')).toEqual([
      { value: 'gal', label: 'gal' },
      { value: 'm3', label: 'm³' },
      { value: 'ft3', label: 'ft³' },
    ]);
  });

  it('knows which units a type allows', () => {
    expect(isUnitOf('water', 'm3')).toBe(true);
    expect(isUnitOf('water', 'therm')).toBe(false);
    expect(isUnitOf('power', 'gal')).toBe(false);
    expect(isUnitOf('gas', 'm³')).toBe(false);
  });

  it('reads what is stored leniently: an unknown or missing value takes the default', () => {
    expect(meterUnitsFrom({ power: 'kWh', water: 'm3', gas: 'therm' })).toEqual({
      power: 'kWh',
      water: 'm3',
      gas: 'therm',
    });
    expect(meterUnitsFrom({ water: 'litre', gas: 'm3' })).toEqual({ power: 'kWh', water: 'gal', gas: 'm3' });
    expect(meterUnitsFrom(null)).toEqual(DEFAULT_METER_UNITS);
    expect(meterUnitsFrom('gal')).toEqual(DEFAULT_METER_UNITS);
  });

  it('names the symbol of a meter type, nothing for an unknown type', () => {
    const units = { power: 'kWh', water: 'm3', gas: 'ft3' } as const;
    expect(unitSymbolFor(units, 'water')).toBe('m³');
    expect(unitSymbolFor(units, 'gas')).toBe('ft³');
    expect(unitSymbolFor(null, 'water')).toBe('gal');
    expect(unitSymbolFor(units, 'steam')).toBe('');
  });
});
