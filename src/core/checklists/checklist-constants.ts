/**
 * Plain values of the checklist contract, apart from its zod schemas so that a screen which
 * needs only these (the occupancy section of a location) does not load and build the schemas.
 */
export const CHECKLIST_ITEM_MAX = 500;
export const CHECKLIST_ITEMS_MAX = 200;
export const STAFF_NAME_MAX = 200;
/** Spec 001 section 5: starting a checklist instance sends this staff name. */
export const DEFAULT_STAFF_NAME = 'Security Officer';
export const RECENTLY_COMPLETED_SHOWN = 3;
export const FINALIZED_READ_ONLY = 'This checklist has been finalized and cannot be changed';
