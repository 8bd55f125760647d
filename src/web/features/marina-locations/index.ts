/**
 * Every live location of a marina: the one list the locations screen, the issues, occupancy,
 * activity, checklists, shifts, patrol and meters features read (tiles, pickers, filters, the
 * children of an occupancy checklist, the names of pending entries). A feature of its own so the
 * locations screen, which embeds the issues, occupancy and activity sections, is not also what
 * they load.
 */
export { useMarinaLocations } from './api/get-marina-locations.ts';
export { useLocationTypeName } from './location-type-name.ts';
