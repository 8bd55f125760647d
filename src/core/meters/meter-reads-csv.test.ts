import { describe, expect, it } from 'vitest';
import { csvCell, METER_READS_CSV_HEADER, meterReadsCsv, meterReadsFileName } from './meter-reads-csv.ts';

const guid = '0b7c2f5e-8a3d-4e59-9f1c-2d6b8a4e7c10';

function reading(overrides: Partial<Parameters<typeof meterReadsCsv>[0][number]> = {}) {
  return {
    reading: '1234.500',
    consumption: '52.250',
    notes: null,
    meterType: 'power',
    unit: 'kWh',
    createdAt: new Date(2026, 2, 4, 15, 5).toISOString(),
    activity: {
      guid,
      locationId: guid,
      timestamp: new Date(2026, 2, 4, 15, 5).toISOString(),
      comment: null,
      userId: null,
    },
    location: { guid, name: 'A-01L', parentLocation: { guid, name: 'Dock A' } },
    meterImage: { guid, photoPath: `/img/${guid}` },
    ...overrides,
  };
}

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses text a spreadsheet would run as a formula, but not numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-5', { text: false })).toBe('-5');
  });
});

describe('meterReadsCsv', () => {
  it('writes the header and one exact row per reading', () => {
    const csv = meterReadsCsv(
      [
        reading(),
        reading({
          reading: null,
          consumption: null,
          notes: 'Meter glass cracked, "estimated"',
          meterType: 'water',
          unit: 'm3',
          meterImage: null,
          location: { guid, name: 'Office', parentLocation: null },
        }),
      ],
      'https://dock.example/',
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(METER_READS_CSV_HEADER.join(','));
    expect(lines[0]).toBe('Date,Time,Location,Parent,Meter Type,Reading,Unit,Consumption,Notes,Photo URL');
    expect(lines[1]).toBe(
      `2026-03-04,15:05,A-01L,Dock A,power,1234.5,kWh,52.25,,https://dock.example/img/${guid}`,
    );
    expect(lines[2]).toBe('2026-03-04,15:05,Office,,water,,,,"Meter glass cracked, ""estimated""",');
    expect(lines[3]).toBe('');
  });

  it('keeps every digit of large readings and negative use', () => {
    const csv = meterReadsCsv([reading({ reading: '123456789.123', consumption: '-0.5' })], '');
    expect(csv).toContain(',123456789.123,kWh,-0.5,');
  });

  it("names each reading by the unit it was recorded in, not by the marina's unit today", () => {
    // Issue 30 item 12: 346 gal read before the marina switched water to m³ stays 346 gal.
    const rows = meterReadsCsv(
      [
        reading({ meterType: 'water', unit: 'm3', reading: '12345.5', consumption: null }),
        reading({ meterType: 'water', unit: 'gal', reading: '346', consumption: '4' }),
        reading({ meterType: 'gas', unit: 'therm', reading: '7' }),
        reading({ meterType: 'steam', unit: '', reading: '1' }),
      ],
      '',
    )
      .slice(1)
      .split('\r\n');
    expect(rows[1]).toContain(',water,12345.5,m³,,');
    expect(rows[2]).toContain(',water,346,gal,4,');
    expect(rows[3]).toContain(',gas,7,therm,');
    expect(rows[4]).toContain(',steam,1,,');
  });

  it('is just the header without readings', () => {
    expect(meterReadsCsv([], 'x')).toBe(`\uFEFF${METER_READS_CSV_HEADER.join(',')}\r\n`);
  });
});

describe('meterReadsFileName', () => {
  it('names the window', () => {
    expect(meterReadsFileName('2026-03-01', '2026-03-31')).toBe('meter-reads-2026-03-01-to-2026-03-31.csv');
    expect(meterReadsFileName('', '2026-03-31')).toBe('meter-reads-any-to-2026-03-31.csv');
  });
});
