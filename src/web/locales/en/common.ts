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
} as const;
