/** The frame around the screens: navigation, header, and the app-wide states. */
export const shell = {
  nav: {
    label: 'Main',
    home: 'Home',
    locations: 'Locations',
    scan: 'Scan',
    checklists: 'Checklists',
    issues: 'Issues',
    activity: 'Activity',
  },
  adminRequired: 'Admin access required',
  connectionError: {
    title: 'Cannot reach Dockwatch',
    detail: 'Check your connection, then try again.',
  },
  notFound: {
    title: 'Page Not Found',
    detail: 'Check the address, or head back to the start.',
    goHome: 'Go Home',
  },
  signInRequired: {
    toastTitle: 'Unauthorized',
    toastDetail: 'You are logged out. Logging in again...',
    text: 'Please log in to access this page.',
  },
  offline: {
    waitingTitle: 'Entries waiting to sync',
    entriesWaiting_one: '1 entry is saved on this phone and not yet sent.',
    entriesWaiting_other: '{{count}} entries are saved on this phone and not yet sent.',
  },
  storage: {
    used: 'Stored on this phone: {{size}}',
    kept: 'Kept when the phone is short of space',
    mayClear: 'The browser may clear it when short of space',
  },
  theme: {
    title: 'Theme',
    system: 'System',
    light: 'Light',
    dark: 'Dark',
  },
} as const;
