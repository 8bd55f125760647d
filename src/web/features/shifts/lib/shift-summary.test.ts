import { describe, expect, it } from 'vitest';
import {
  answersByPhase,
  capitalise,
  groupCheckIns,
  groupMeterReads,
  issuesAndNotes,
  summaryReadingText,
  UNKNOWN_LOCATION,
} from './shift-summary.ts';

const checkIn = (locationId: string | null, locationName: string | null, timestamp: string | null) => ({
  locationId,
  locationName,
  timestamp,
});

describe('groupCheckIns', () => {
  it('groups per location in natural name order with the times ascending', () => {
    const groups = groupCheckIns([
      checkIn('g10', 'Dock 10', '2026-03-05T12:00:00Z'),
      checkIn('g2', 'Dock 2', '2026-03-05T13:00:00Z'),
      checkIn('g2', 'Dock 2', '2026-03-05T09:30:00Z'),
      checkIn('gb', 'bathhouse', '2026-03-05T11:00:00Z'),
      checkIn('g2', 'Dock 2', '2026-03-05T11:15:00Z'),
    ]);
    expect(groups.map((g) => g.name)).toEqual(['bathhouse', 'Dock 2', 'Dock 10']);
    expect(groups[1]).toMatchObject({
      locationId: 'g2',
      name: 'Dock 2',
      times: ['2026-03-05T09:30:00Z', '2026-03-05T11:15:00Z', '2026-03-05T13:00:00Z'],
    });
  });

  it('keeps two locations of the same name apart and leaves out check-ins without a time', () => {
    const groups = groupCheckIns([
      checkIn('a', 'Gate', '2026-03-05T10:00:00Z'),
      checkIn('b', 'Gate', '2026-03-05T11:00:00Z'),
      checkIn('a', 'Gate', null),
      checkIn(null, null, '2026-03-05T12:00:00Z'),
    ]);
    expect(groups.map((g) => [g.locationId, g.times.length])).toEqual([
      ['a', 1],
      ['b', 1],
      [null, 1],
    ]);
    expect(groups[2]?.name).toBe(UNKNOWN_LOCATION);
  });

  it('is empty for no check-ins', () => {
    expect(groupCheckIns([])).toEqual([]);
  });

  it('keeps each check-in with its GPS flags in time order', () => {
    const [group] = groupCheckIns([
      {
        ...checkIn('g', 'Gate', '2026-03-05T12:00:00Z'),
        gpsFlags: ['far'],
        gpsDistance: 340,
        gpsAccuracy: '9.00',
      },
      checkIn('g', 'Gate', '2026-03-05T10:00:00Z'),
    ]);
    expect(group?.checks).toEqual([
      { timestamp: '2026-03-05T10:00:00Z', flags: [], distance: null, accuracy: null, receivedAt: null },
      {
        timestamp: '2026-03-05T12:00:00Z',
        flags: ['far'],
        distance: 340,
        accuracy: '9.00',
        receivedAt: null,
      },
    ]);
    expect(group?.times).toEqual(['2026-03-05T10:00:00Z', '2026-03-05T12:00:00Z']);
  });
});

const reading = (
  guid: string,
  location: string,
  parent: string | null,
  meterType: string,
  timestamp: string,
  value: string | null = '100',
) => ({
  guid,
  meterType,
  reading: value,
  notes: null,
  createdAt: timestamp,
  activity: { timestamp },
  location: {
    guid: `g-${location}`,
    name: location,
    parentLocation: parent ? { guid: `g-${parent}`, name: parent } : null,
  },
});

describe('groupMeterReads', () => {
  it('groups by parent location, then capitalised meter type, readings ascending', () => {
    const groups = groupMeterReads([
      reading('1', 'B-01L', 'Dock B', 'power', '2026-03-05T10:00:00Z'),
      reading('2', 'A-02R', 'Dock A', 'water', '2026-03-05T09:00:00Z'),
      reading('3', 'A-01L', 'Dock A', 'power', '2026-03-05T11:00:00Z'),
      reading('4', 'A-03L', 'Dock A', 'power', '2026-03-05T08:00:00Z'),
      reading('5', 'Fuel Dock Shed', null, 'GAS', '2026-03-05T07:00:00Z'),
    ]);
    expect(groups.map((g) => g.name)).toEqual(['Dock A', 'Dock B', 'Fuel Dock Shed']);
    expect(groups[0]?.types.map((t) => [t.type, t.readings.map((r) => r.guid)])).toEqual([
      ['Power', ['4', '3']],
      ['Water', ['2']],
    ]);
    // A location without a parent is its own group.
    expect(groups[2]).toMatchObject({ guid: 'g-Fuel Dock Shed', types: [{ type: 'Gas' }] });
  });

  it('puts a parent’s own readings with its children’s', () => {
    const groups = groupMeterReads([
      reading('1', 'A-01L', 'Dock A', 'power', '2026-03-05T10:00:00Z'),
      reading('2', 'Dock A', null, 'power', '2026-03-05T09:00:00Z'),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.types[0]?.readings.map((r) => r.guid)).toEqual(['2', '1']);
  });

  it('falls back to when the reading was stored and to an unknown location', () => {
    const r = { ...reading('1', 'x', null, 'power', '2026-03-05T10:00:00Z'), location: null };
    const groups = groupMeterReads([{ ...r, activity: { timestamp: null } }]);
    expect(groups[0]).toMatchObject({ guid: null, name: UNKNOWN_LOCATION });
  });
});

describe('helpers', () => {
  it('capitalises meter types', () => {
    expect(capitalise('power')).toBe('Power');
    expect(capitalise('WATER')).toBe('Water');
    expect(capitalise('')).toBe('');
  });

  it('shows readings trimmed or as waiting for transcription', () => {
    expect(summaryReadingText('1234.500')).toBe('1234.5');
    expect(summaryReadingText(null)).toBe('Needs transcription');
    expect(summaryReadingText(' ')).toBe('Needs transcription');
  });

  it('splits answers into start and end, in question order', () => {
    const answer = (text: string, isPreShift: boolean, sortOrder: number) => ({
      question: { questionText: text, isPreShift, sortOrder },
    });
    const { start, end } = answersByPhase([
      answer('b', true, 2),
      answer('z', false, 4),
      answer('a', true, 1),
      answer('y', false, 3),
    ]);
    expect(start.map((a) => a.question.questionText)).toEqual(['a', 'b']);
    expect(end.map((a) => a.question.questionText)).toEqual(['y', 'z']);
  });
});

describe('issuesAndNotes', () => {
  it('merges issues and notes oldest first, once each, timeless ones last', () => {
    const a = (guid: string, timestamp: string | null) => ({ guid, timestamp });
    const merged = issuesAndNotes([
      a('2', '2026-03-05T11:00:00Z'),
      a('x', null),
      a('1', '2026-03-05T10:00:00Z'),
      a('2', '2026-03-05T11:00:00Z'),
      a('3', '2026-03-05T12:00:00Z'),
    ]);
    expect(merged.map((m) => m.guid)).toEqual(['1', '2', '3', 'x']);
  });
});
