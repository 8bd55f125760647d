/** Words many screens share. */
export const common = {
  cancel: 'Cancel',
  error: 'Error',
  retry: 'Retry',
  tryAgain: 'Try Again',
  goBack: 'Go Back',
  back: 'Back',
  loading: 'Loading',
  notSet: 'Not set',
  language: 'Language',
  // occupancy, checklists (tours helper): a moment after a verb, from src/core/checklists/when-label.ts's WHEN_TEXTS.
  when: {
    today: 'today {{time}}',
    yesterday: 'yesterday {{time}}',
    date: '{{date}}, {{time}}',
  },
} as const;
