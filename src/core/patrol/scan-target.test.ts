import { describe, expect, it } from 'vitest';
import { parseScannedCode } from './scan-target.ts';

const origin = 'https://dock.example';
const guid = '3f2b8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

describe('parseScannedCode', () => {
  it('reads this site’s check-in and record-meter URLs, keeping #AutoCamera', () => {
    expect(parseScannedCode(`${origin}/check-in/${guid}`, origin)).toEqual({
      kind: 'check-in',
      guid,
      path: `/check-in/${guid}`,
    });
    expect(parseScannedCode(`${origin}/Record-Meter/${guid.toUpperCase()}/Power#AutoCamera`, origin)).toEqual(
      {
        kind: 'meter',
        guid,
        meterType: 'power',
        path: `/record-meter/${guid}/power#AutoCamera`,
      },
    );
  });

  it('takes a bare guid or a path typed by hand', () => {
    expect(parseScannedCode(`  ${guid} `, origin)).toMatchObject({ kind: 'check-in', guid });
    expect(parseScannedCode(`/check-in/${guid}/`, origin)).toMatchObject({ kind: 'check-in', guid });
  });

  it('refuses other sites and anything that is not a check-in or meter code', () => {
    expect(parseScannedCode(`https://evil.example/check-in/${guid}`, origin)).toEqual({ kind: 'foreign' });
    expect(parseScannedCode(`http://dock.example/check-in/${guid}`, origin)).toEqual({ kind: 'foreign' });
    expect(parseScannedCode('WIFI:S:Marina;T:WPA;P:secret;;', origin)).toEqual({ kind: 'foreign' });
    expect(parseScannedCode(`${origin}/locations`, origin)).toEqual({ kind: 'invalid' });
    expect(parseScannedCode(`${origin}/record-meter/${guid}/steam`, origin)).toEqual({ kind: 'invalid' });
    expect(parseScannedCode(`${origin}/check-in/not-a-guid`, origin)).toEqual({ kind: 'invalid' });
    expect(parseScannedCode('', origin)).toEqual({ kind: 'invalid' });
  });
});
