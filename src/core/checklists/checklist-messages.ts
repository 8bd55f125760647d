/** The checklist texts of spec 001 section 8, word for word, plus the Continue screen's own. */
export const CHECKLIST_MESSAGES = {
  started: 'Checklist started',
  occupancyStarted: 'Occupancy checklist started',
  finalized: 'Checklist finalized',
  startFailed: 'Failed to start checklist. Please try again.',
  occupancyStartFailed: 'Failed to start occupancy checklist. Please try again.',
  checkFailed: 'Failed to update occupancy check. Please try again.',
  finalizeFailed: 'Failed to finalize checklist. Please try again.',
  /** Not in the spec: the Continue screen (decision in the report of this work). */
  completed: 'Checklist completed',
  saveFailed: 'Failed to save checklist. Please try again.',
} as const;
