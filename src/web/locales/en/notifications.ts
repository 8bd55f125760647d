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
  markAllRead: 'Mark all read',
  emailAlerts: 'E-mail alerts',
} as const;
