/** The issues screens (spec 001 sections 2 and 8): the list and its filters, the cards, the Create and edit forms. */
export const issues = {
  page: {
    title: 'Issues',
    create: 'Create',
    loading: 'Loading issues',
    noMarina: 'No marina assigned yet',
    noMarinaHelp: 'Ask your administrator for access to a marina.',
  },
  section: {
    createIssue: 'Create Issue',
    allOf: 'All of {{name}}',
  },
  filters: {
    label: 'Filter issues',
    search: 'Search issues',
    status: 'Status',
    all: 'All',
    location: 'Location',
    allLocations: 'All locations',
  },
  list: {
    label: 'Issues',
    loadFailed: 'Failed to load issues',
    notOnPhone: 'Issues are not on this phone yet',
    notOnPhoneText:
      'They were not opened here while there was a connection. They show once the connection is back.',
    count_one: '{{shown}} of {{count}} issues',
    count_other: '{{shown}} of {{count}} issues',
    resetFilters: 'Reset Filters',
    createIssue: 'Create Issue',
    noMatch: 'No issue matches these filters.',
    nothingOpen: 'Nothing open here. Seen a problem? Report it.',
    noneYet: 'No problems reported yet. Seen one? Report it.',
  },
  /** ISSUE_PRIORITY_LABELS, word for word. */
  priority: {
    high: 'High',
    medium: 'Medium',
    low: 'Low',
  },
  /** ISSUE_STATUS_LABELS, word for word. */
  status: {
    open: 'Open',
    fixed: 'Fixed',
    wontfix: "Won't Fix",
  },
  card: {
    edit: 'Edit {{title}}',
    status: 'Status',
  },
  form: {
    title: 'Title',
    titleRequired: 'Title is required',
    description: 'Description',
    optional: '(Optional)',
    priority: 'Priority',
    location: 'Location',
    photos: 'Photos',
  },
  create: {
    title: 'Create Issue',
    description: 'Report a problem so it gets fixed. Fields marked * are required.',
    titlePlaceholder: 'e.g. Broken cleat on A-03L',
    descriptionPlaceholder: 'What is wrong, and where exactly?',
    selectLocation: 'Select a location',
    photoSubject: 'the issue',
    create: 'Create',
    creating: 'Creating...',
  },
  edit: {
    descriptionPlaceholder: 'Add details (optional)',
    save: 'Save',
    saving: 'Saving...',
  },
  /** ISSUE_MESSAGES (src/core/issues/issue-messages.ts), word for word. */
  messages: {
    created: 'Issue created',
    updated: 'Issue updated',
    createFailed: 'Failed to create issue. Please try again.',
    statusFailed: 'Failed to update issue status. Please try again.',
    updateFailed: 'Failed to update issue. Please try again.',
    empty: 'No issues found',
  },
  /** The outbox's name for a queued create. */
  queue: {
    create: 'Issue: {{title}}',
    createAt: 'Issue at {{location}}: {{title}}',
  },
} as const;
