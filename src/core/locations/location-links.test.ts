import { describe, expect, it } from 'vitest';
import {
  absoluteLink,
  COPIED_CONFIRMATION_MS,
  locationActions,
  locationBackTarget,
} from './location-links.ts';

const guid = '7d0c8b9a-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

describe('locationBackTarget', () => {
  it('goes to the parent, else to the list', () => {
    expect(locationBackTarget('p1')).toBe('/location/p1');
    expect(locationBackTarget(null)).toBe('/locations');
    expect(locationBackTarget(undefined)).toBe('/locations');
  });
});

describe('locationActions', () => {
  it('lists the four admin actions in the spec order', () => {
    expect(locationActions(guid)).toEqual([
      { key: 'edit', label: 'Edit Location', path: `/edit-location/${guid}` },
      { key: 'check-in', label: 'Check-in', path: `/check-in/${guid}` },
      { key: 'power', label: 'Power Meter', path: `/record-meter/${guid}/power` },
      { key: 'water', label: 'Water Meter', path: `/record-meter/${guid}/water` },
    ]);
  });
});

describe('absoluteLink', () => {
  it('joins the origin and the path', () => {
    expect(absoluteLink('https://dock.example/', '/check-in/x')).toBe('https://dock.example/check-in/x');
    expect(absoluteLink('https://dock.example', '/check-in/x')).toBe('https://dock.example/check-in/x');
  });
  it('keeps the copied confirmation for 2 s', () => {
    expect(COPIED_CONFIRMATION_MS).toBe(2000);
  });
});
