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
  // The app shell's shared components (src/web/components: dialogs, lists, toasts, charts, photos).
  close: 'Close',
  deleting: 'Deleting...',
  checkConnection: 'Check your connection, then try again.',
  notification: 'Notification',
  chartFailed: 'The chart could not be loaded.',
  photos: {
    attachment: 'Attachment {{number}} for {{subject}}',
    remove: 'Remove photo {{number}}',
    preparing: 'Preparing photo...',
    add: 'Add photo',
    full: '{{max}} photos is the most',
    counter: '{{number}} of {{max}} photos',
    /** English equals RECORD_MESSAGES.processFailed (src/core/meters/record-rules.ts). */
    processFailed: 'Failed to process image. Please try again.',
    one: 'Photo of {{subject}}',
    nth: 'Photo {{number}} of {{total}} of {{subject}}',
    openOne: 'Open photo of {{subject}}',
    openNth: 'Open photo {{number}} of {{total}} of {{subject}}',
    viewer: 'Photo',
    viewerHelp: 'Swipe or use the arrow keys for the other photos; pinch or double-tap to zoom.',
    closeViewer: 'Close photo',
    previous: 'Previous photo',
    next: 'Next photo',
  },
  // occupancy, checklists (tours helper): a moment after a verb, from src/core/checklists/when-label.ts's WHEN_TEXTS.
  when: {
    today: 'today {{time}}',
    yesterday: 'yesterday {{time}}',
    date: '{{date}}, {{time}}',
  },
} as const;
