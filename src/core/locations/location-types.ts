/**
 * The location types every client starts with (the spec's 'seen' list; the demo seed creates
 * them, written so). The web shows these in the user's language; any other name is the user's
 * own word and is shown as typed (capitalised). Only the exact stored word counts as built in:
 * 'Dock' or 'dock ' typed by a user is theirs.
 */
export const BUILT_IN_LOCATION_TYPES = [
  'boathouse',
  'building',
  'slip',
  'cabin',
  'campsite',
  'place',
  'dock',
] as const;

export type BuiltInLocationType = (typeof BUILT_IN_LOCATION_TYPES)[number];

export const isBuiltInLocationType = (name: string): name is BuiltInLocationType =>
  (BUILT_IN_LOCATION_TYPES as readonly string[]).includes(name);
