import { describe, expect, it } from 'vitest';
import type { Alert } from './alert.schema.ts';
import { ALERTS_CSV_HEADER, alertsCsv, alertsFileName } from './alerts-csv.ts';

const alert: Alert = {
  guid: '6f1c2d0e-8a3b-4c5d-9e7f-0a1b2c3d4e5f',
  marinaId: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
  kind: 'sos',
  state: 'resolved',
  raisedBy: { guid: null, name: 'Sam Carter' },
  raisedAt: '2026-11-30T04:02:00.000Z',
  deviceTime: '2026-11-30T04:01:58.000Z',
  gpsLatitude: '38.97840000',
  gpsLongitude: '-76.49220000',
  gpsAccuracy: '7.50',
  lastCheckIn: {
    locationGuid: '1b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
    locationName: 'Main Gate',
    at: '2026-11-30T03:40:00.000Z',
  },
  acknowledgedAt: '2026-11-30T04:03:10.000Z',
  acknowledgedBy: { guid: null, name: 'Dana Ortiz' },
  resolvedAt: '2026-11-30T04:30:00.000Z',
  resolvedBy: { guid: null, name: 'Dana Ortiz' },
  resolutionNote: '=HYPERLINK("x"), slipped, "fine"',
};

describe('alertsCsv', () => {
  it('writes a header and one row per alert, with a BOM, CRLF and formulas defused', () => {
    const csv = alertsCsv([alert]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(ALERTS_CSV_HEADER.join(','));
    expect(lines[1]).toBe(
      '2026-11-30T04:02:00.000Z,sos,resolved,Sam Carter,38.97840000,-76.49220000,7.50,2026-11-30T04:01:58.000Z,' +
        'Main Gate,2026-11-30T03:40:00.000Z,2026-11-30T04:03:10.000Z,Dana Ortiz,2026-11-30T04:30:00.000Z,Dana Ortiz,' +
        `"'=HYPERLINK(""x""), slipped, ""fine""",${alert.guid}`,
    );
    expect(lines[2]).toBe('');
  });

  it('leaves blank what an open alert has not got yet', () => {
    const open: Alert = {
      ...alert,
      state: 'raised',
      acknowledgedAt: null,
      acknowledgedBy: null,
      resolvedAt: null,
      resolvedBy: null,
      resolutionNote: null,
      lastCheckIn: null,
      gpsLatitude: null,
      gpsLongitude: null,
      gpsAccuracy: null,
      deviceTime: null,
    };
    const row = alertsCsv([open]).slice(1).split('\r\n')[1]!;
    expect(row).toBe(`2026-11-30T04:02:00.000Z,sos,raised,Sam Carter,,,,,,,,,,,,${alert.guid}`);
  });

  it('names the file by the day of export', () => {
    expect(alertsFileName(new Date('2026-11-30T23:59:00Z'))).toBe('safety-alerts-2026-11-30.csv');
  });
});
