/**
 * What a scanned QR code (or a typed code) points at (ADR 0020): this app's check-in or
 * record-meter screen, a bare location guid (typed from a label), or something we refuse.
 */
export type ScanTarget =
  | { kind: 'check-in'; guid: string; path: string }
  | { kind: 'meter'; guid: string; meterType: string; path: string }
  | { kind: 'foreign' }
  | { kind: 'invalid' };

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const METER_TYPES = new Set(['power', 'water', 'gas']);

export const SCAN_MESSAGES = {
  foreign: 'This code is not a Dockwatch code for this site.',
  invalid: 'This is not a check-in or meter code.',
  unknown: 'This code points to a location that does not exist or is not yours.',
  otherMarina: (marina: string) => `This code is for ${marina}. Switch marina to use it.`,
  noAccess: 'This code is for a marina you do not have access to.',
  cameraRefused:
    'Camera access was refused. Allow the camera for this site in your browser settings, or enter the code below.',
  cameraMissing: 'This device has no camera Dockwatch can use. Enter the code below.',
  scannerFailed: 'The code reader could not start on this device. Enter the code below.',
} as const;

export function parseScannedCode(text: string, origin: string): ScanTarget {
  const value = text.trim();
  if (!value) return { kind: 'invalid' };
  if (GUID.test(value))
    return { kind: 'check-in', guid: value.toLowerCase(), path: `/check-in/${value.toLowerCase()}` };
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.origin !== new URL(origin).origin) return { kind: 'foreign' };
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 2 && parts[0]!.toLowerCase() === 'check-in' && GUID.test(parts[1]!)) {
    const guid = parts[1]!.toLowerCase();
    return { kind: 'check-in', guid, path: `/check-in/${guid}` };
  }
  if (parts.length === 3 && parts[0]!.toLowerCase() === 'record-meter' && GUID.test(parts[1]!)) {
    const meterType = parts[2]!.toLowerCase();
    if (!METER_TYPES.has(meterType)) return { kind: 'invalid' };
    const guid = parts[1]!.toLowerCase();
    return { kind: 'meter', guid, meterType, path: `/record-meter/${guid}/${meterType}${url.hash}` };
  }
  return { kind: 'invalid' };
}
