/** The activity feed (spec 000 section 3, spec 001 section 2): cards, stat cards, filters, export, transcription. */
export const activity = {
  page: {
    title: 'Activity',
    subtitle: 'Everything logged at your marina',
    loadingSummary: 'Loading activity...',
    count_one: '{{count}} activity',
    count_other: '{{count}} activities',
    countMore: '{{count}}+ activities',
    loadFailed: 'Activity could not be loaded',
    noActivity: 'No activity yet',
    noActivityHelp:
      'Check-ins, comments, issues and meter readings will show up here as your team logs them.',
    noMatch: 'No matching activity',
    noMatchHelp: 'Nothing was logged for these filters. Try a longer time range or another type.',
    resetFilters: 'Reset Filters',
    loadMore: 'Load more',
    loadingMore: 'Loading...',
    end: 'You have reached the end of the feed.',
  },
  export: {
    ready: 'Export ready',
    truncated: 'The newest {{count}} activities were exported. Narrow the filters for older ones.',
    done_one: '{{count}} activity exported.',
    done_other: '{{count}} activities exported.',
    failed: 'Export failed. Please try again.',
  },
  toolbar: {
    label: 'Filters',
    type: 'Type',
    time: 'Time',
    clear: 'Clear',
    export: 'Export',
    exporting: 'Exporting...',
  },
  /** TYPE_FILTER_LABELS (src/core/activity/feed-filters.ts), word for word. */
  typeFilter: {
    all: 'All types',
    patrol_check: 'Check-ins',
    comment: 'Comments',
    issue: 'Issues',
    checklist: 'Checklists',
  },
  /** TIME_FILTER_LABELS, word for word. */
  timeFilter: {
    all: 'All time',
    today: 'Today',
    week: 'Week',
    month: 'Month',
  },
  /** TIME_FILTER_PERIODS, word for word. */
  period: {
    all: 'All time',
    today: 'Today',
    week: 'Last 7 days',
    month: 'Last 30 days',
  },
  stats: {
    label: 'Activity statistics',
    patrolChecks: 'Patrol Checks',
    comments: 'Comments',
    issues: 'Issues',
    meterReads: 'Meter Reads',
    meterPeriod: 'Last 40 days',
  },
  list: {
    loading: 'Loading activities',
  },
  /** ACTIVITY_TITLES (src/core/activity/activity-display.ts), word for word. */
  type: {
    patrol_check: 'Check-in',
    comment: 'comment',
    issue_created: 'Issue Created',
    issue_updated: 'Issue Updated',
    meter_read: 'Meter Reading',
    checklist: 'Occupancy Checklist',
  },
  /** relativeAge's English, word for word. */
  age: {
    none: 'No timestamp',
    justNow: 'Just now',
    minutes_one: '{{count}} minute ago',
    minutes_other: '{{count}} minutes ago',
    hours_one: '{{count}} hour ago',
    hours_other: '{{count}} hours ago',
  },
  card: {
    photoSubject: '{{title}}',
    photoSubjectAt: '{{title}} at {{location}}',
    syncedLate: 'Recorded offline, synced at {{at}}',
    /** A finalized occupancy checklist's stored comment (core: occupancy.ts's finalizedComment). */
    occupancyFinalized:
      'Occupancy checklist finalized: {{present}} present, {{notPresent}} not present of {{total}}',
  },
  /** gpsFlagLabel's English (src/core/patrol/gps-flags.ts), word for word. */
  gps: {
    label: 'Check-in warnings',
    far: '{{distance}} from location',
    farUnknown: 'Far from location',
    inaccurate: 'Poor GPS accuracy (±{{accuracy}})',
    inaccurateUnknown: 'Poor GPS accuracy',
    repeat: 'Repeat check-in',
  },
  meter: {
    loading: 'Loading meter reading',
    loadFailed: 'The meter reading could not be loaded.',
    badge: '{{type}} Meter',
    power: 'Power Meter',
    water: 'Water Meter',
    gas: 'Gas Meter',
    photo: 'Photo available',
    needsTranscription: 'Needs transcription',
    transcribe: 'Transcribe',
  },
  /** issueChangeText's English (src/core/issues/issue-changes.ts), word for word. */
  issueChange: {
    status: 'Status: {{from}} → {{to}}',
    title: 'Title: {{from}} → {{to}}',
    priority: 'Priority: {{from}} → {{to}}',
    descriptionUpdated: 'Description updated',
    descriptionRemoved: 'Description removed',
    photos: 'Photos added: {{count}}',
  },
  unauthorized: {
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
  },
} as const;
