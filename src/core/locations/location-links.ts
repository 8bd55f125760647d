/** Where the location screens link to (spec 000 section 2). */

/** The back button of a location: its parent, else the locations list. */
export const locationBackTarget = (parentId: string | null | undefined): string =>
  parentId ? `/location/${parentId}` : '/locations';

export type LocationActionKey = 'edit' | 'check-in' | 'power' | 'water';

export interface LocationAction {
  key: LocationActionKey;
  label: string;
  path: string;
}

/** The admin 'Actions' menu: Edit Location, Check-in, Power Meter, Water Meter. */
export function locationActions(guid: string): LocationAction[] {
  const id = encodeURIComponent(guid);
  return [
    { key: 'edit', label: 'Edit Location', path: `/edit-location/${id}` },
    { key: 'check-in', label: 'Check-in', path: `/check-in/${id}` },
    { key: 'power', label: 'Power Meter', path: `/record-meter/${id}/power` },
    { key: 'water', label: 'Water Meter', path: `/record-meter/${id}/water` },
  ];
}

/** The full address a copy-link button puts on the clipboard (for a QR code or NFC tag). */
export const absoluteLink = (origin: string, path: string): string => `${origin.replace(/\/+$/, '')}${path}`;

/** How long the copied confirmation stays (spec 000 section 9). */
export const COPIED_CONFIRMATION_MS = 2000;
