/** The dashboard and its user menu (spec 000 section 2). */
export const dashboard = {
  title: 'Dashboard',
  menu: {
    open: 'User menu',
    myAccount: 'My Account',
    userDetails: 'User Details',
    changeMarina: 'Change Marina',
    changePassword: 'Change Password',
    signOut: 'Sign Out',
  },
  details: {
    title: 'User Details',
    description: 'Your Dockwatch account.',
    email: 'Email',
    firstName: 'First Name',
    lastName: 'Last Name',
    marinas: 'Marinas',
    noneAssigned: 'None assigned',
  },
  signOut: {
    anyway: 'Sign Out Anyway',
    syncing: 'Syncing...',
    syncNow: 'Sync Now',
    noConnection:
      'Could not send them: there is no connection to the server. Try again when you have signal.',
    unsynced_one:
      '{{waiting}} Sync now to send it first. If you sign out anyway, it stays on this phone and is sent when you sign in again.',
    unsynced_other:
      '{{waiting}} Sync now to send them first. If you sign out anyway, they stay on this phone and are sent when you sign in again.',
  },
  changeMarina: {
    title: 'Change Marina',
    description: 'Locations, activity and shifts will show the marina you choose.',
    current: 'Current marina',
    marina: 'Marina',
    choose: 'Choose a marina',
    currentTag: 'Current',
    endShiftFirst: 'Please end your current shift before switching marinas.',
    switch: 'Switch Marina',
  },
  currentMarina: {
    title: 'Current marina',
    none: 'No marina assigned yet. Ask your administrator for access.',
  },
  recent: {
    title: 'Recent Activity',
    failed: 'Failed to fetch activities',
    none: 'No recent activities found',
    viewAll: 'View All Activities',
  },
} as const;
