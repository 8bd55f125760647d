/** In-app notifications (issue 15): the header's bell and the e-mail alerts switch. */
export const notifications = {
  title: 'Notifications',
  bell: 'Notifications',
  bellUnread: 'Notifications, {{n}} unread',
  unreadCount: '{{n}} unread',
  allRead: 'All read',
  loading: 'Loading…',
  empty: 'No notifications yet.',
  unreadMark: 'Unread: ',
  open: 'Open',
  // Alerts about one tour within 10 minutes gathered in one (decision 0052); n is 2 or more.
  alertCount: '{{n}} alerts within 10 minutes; this is the latest:',
  markAllRead: 'Mark all read',
  emailAlerts: 'E-mail alerts',
  /** A tour run's alerts (the server stores them in English: run-alerts.ts). */
  alerts: {
    missedTitle: '{{tour}} missed',
    incompleteTitle: '{{tour}} incomplete: {{scanned}} of {{total}} checkpoints',
    overdueTitle: '{{tour}} has not started',
    endedBody_one: 'The round of {{when}} (marina time) ended with {{count}} checkpoint missed: {{names}}.',
    endedBody_other:
      'The round of {{when}} (marina time) ended with {{count}} checkpoints missed: {{names}}.',
    overdueBody:
      'The round of {{when}} (marina time) was due to start by {{due}}; no checkpoint has been scanned.',
  },
} as const;
