/** Occupancy checklists (spec 001): a location's Occupancy section, the checklist card, Finalize. */
export const occupancy = {
  section: {
    heading: 'Occupancy',
    loadFailed: 'Failed to load the occupancy checklist',
    inProgress: 'In progress',
    noneOpen: 'No open occupancy checklist',
    lastFinalized: 'Last finalized {{when}}: {{present}} present of {{total}}.',
    startHint: 'Start one to record which of the {{total}} locations here are occupied.',
    thisLocation: 'this location',
    start: 'Start Occupancy Checklist',
  },
  start: {
    button: 'Start',
    label: 'Start occupancy checklist for {{location}}',
    starting: 'Starting...',
  },
  card: {
    started: 'Started {{when}}',
    show: 'Show',
    hide: 'Hide',
    loadingLocations: 'Loading locations',
    loadFailed: 'Failed to load the checklist',
    noChildren: 'There are no locations inside {{location}} to check.',
    tickEach: 'Tick each location that is occupied',
    finalize: 'Finalize',
  },
  counts: {
    present: 'Present',
    notPresent: 'Not present',
    total: 'Total',
  },
  finalize: {
    title: 'Finalize Checklist',
    summary:
      '{{location}}: {{present}} present, {{notPresent}} not present of {{total}}. A finalized checklist cannot be changed.',
    present: 'Present',
    notPresent: 'Not present',
    none: 'None',
    confirm: 'Finalize',
    busy: 'Finalizing...',
  },
  /** The spec's toasts: the English of CHECKLIST_MESSAGES (src/core/checklists/checklist-messages.ts). */
  messages: {
    occupancyStarted: 'Occupancy checklist started',
    occupancyStartFailed: 'Failed to start occupancy checklist. Please try again.',
    checkFailed: 'Failed to update occupancy check. Please try again.',
    finalized: 'Checklist finalized',
    finalizeFailed: 'Failed to finalize checklist. Please try again.',
  },
  /** The entries' names in the list of what is saved on the phone. */
  queue: {
    started: 'Occupancy checklist started at {{location}}',
    ticked: '{{name}} ticked occupied',
    unticked: '{{name}} unticked',
    location: 'Location',
    finalized: 'Occupancy checklist finalized at {{location}}',
  },
} as const;
