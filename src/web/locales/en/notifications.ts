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
} as const;
