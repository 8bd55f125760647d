/**
 * The SOS this phone raised last, kept in localStorage so that the guard finds it again after a
 * reload, a crash or a closed sheet: its guid, marina and position. Forgotten after 12 hours, at
 * sign-out, or when the guard closes it once it was answered.
 */
export interface SosPosition {
  latitude: number;
  longitude: number;
  accuracy: number;
}

export interface ActiveSos {
  guid: string;
  marinaGuid: string;
  userGuid: string;
  raisedAt: string;
  position: SosPosition | null;
}

const KEY = 'dockwatch.sos';
const KEPT_MS = 12 * 60 * 60_000;

export function activeSos(userGuid: string): ActiveSos | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as ActiveSos | null;
    if (!kept || kept.userGuid !== userGuid) return null;
    if (Date.now() - Date.parse(kept.raisedAt) > KEPT_MS) return null;
    return kept;
  } catch {
    return null;
  }
}

export function keepActiveSos(sos: ActiveSos): void {
  localStorage.setItem(KEY, JSON.stringify(sos));
}

export function forgetActiveSos(): void {
  localStorage.removeItem(KEY);
}
