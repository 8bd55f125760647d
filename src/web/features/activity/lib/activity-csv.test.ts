import { describe, expect, it } from 'vitest';
import { ACTIVITY_CSV_HEADER, activitiesCsv, activitiesFileName, gpsText } from './activity-csv.ts';

const base = {
  type: 'patrol_check',
  timestamp: new Date(2026, 2, 5, 9, 7).toISOString(),
  locationName: 'Dock A',
  staffName: 'Sam Carter',
  comment: 'Automatic check-in via QR/NFC',
  gpsLatitude: '38.97840000',
  gpsLongitude: '-76.49220500',
};

const rows = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('activitiesCsv', () => {
  it('says when a record made offline reached the server, if more than 5 minutes later', () => {
    const late = { ...base, receivedAt: new Date(2026, 2, 5, 11, 40).toISOString() };
    const onTime = { ...base, receivedAt: new Date(2026, 2, 5, 9, 11).toISOString() };
    const [, lateRow, onTimeRow] = rows(activitiesCsv([late, onTime]));
    expect(lateRow!.endsWith(',2026-03-05 11:40')).toBe(true);
    expect(onTimeRow!.endsWith('",')).toBe(true);
  });

  it('has the header, one row per activity, a BOM and CRLF', () => {
    const csv = activitiesCsv([base]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const [header, row, last] = rows(csv);
    expect(header).toBe(ACTIVITY_CSV_HEADER.join(','));
    expect(header).toBe('Date,Time,Type,Title,Location,Staff,Comment,GPS,Synced');
    // The automatic check-in comment is hidden, as on the card.
    expect(row).toBe('2026-03-05,09:07,patrol_check,Check-in,Dock A,Sam Carter,,"38.9784, -76.492205",');
    expect(last).toBe('');
  });

  it('quotes commas, quotes and line breaks and defuses formulas', () => {
    const [, row] = rows(
      activitiesCsv([
        {
          ...base,
          type: 'comment',
          locationName: '=HYPERLINK("x")',
          comment: 'Gate "B" open,\nlocked it',
          gpsLatitude: null,
        },
      ]),
    );
    expect(row).toBe(
      `2026-03-05,09:07,comment,comment,"'=HYPERLINK(""x"")",Sam Carter,"Gate ""B"" open,\nlocked it",,`,
    );
  });

  it('leaves date and time blank without a timestamp and titles other types', () => {
    const [, row] = rows(
      activitiesCsv([
        { ...base, type: 'gate_left_open', timestamp: null, locationName: null, staffName: null },
      ]),
    );
    expect(row).toBe(',,gate_left_open,gate left open,,,,"38.9784, -76.492205",');
  });
});

describe('gpsText', () => {
  it('trims trailing zeros and needs both coordinates', () => {
    expect(gpsText('38.50000000', '-76.00000000')).toBe('38.5, -76');
    expect(gpsText('38.5', null)).toBe('');
  });
});

describe('activitiesFileName', () => {
  it('names the filters and the local day', () => {
    expect(activitiesFileName({ time: 'today', type: 'patrol_check' }, new Date(2026, 2, 5, 23, 59))).toBe(
      'activity-today-patrol-check-2026-03-05.csv',
    );
  });
});
