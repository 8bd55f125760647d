/** Lone-worker safety (issue 33): the marina's safety settings. */
export const safety = {
  title: 'Safety',
  description:
    'Timed checks on guards working alone, the number their phone calls in an emergency, and who is alerted until someone answers.',
  loading: 'Loading the safety settings',
  loadFailed: 'Could not load the safety settings',
  checks: {
    label: 'Timed safety checks',
    description:
      'During a shift the guard’s phone asks “Are you OK?”; an answer missed past the grace raises an alert.',
    every: 'Every (minutes)',
    grace: 'Grace (minutes)',
  },
  phone: {
    label: 'Emergency number',
    optional: '(Optional)',
    placeholder: '+1 410 555 0142',
    help: 'Call and Send SMS on a guard’s phone use this number when there is no data.',
  },
  ladder: {
    title: 'Who is alerted',
    help: 'In this order; each has its minutes to acknowledge before the next is alerted. Unanswered, everyone with admin rights over the marina is alerted.',
    tier: '{{n}}. {{who}}',
    marina_admins: 'Marina admins',
    marina_adminsDescription: 'The admins of this marina.',
    client_admins: 'Client admins',
    client_adminsDescription: 'The admins of every marina of the client.',
    minutes: 'Minutes for {{who}} to acknowledge',
  },
  save: 'Save safety settings',
  saving: 'Saving…',
  saved: 'Safety settings saved',
  failed: 'Could not save the safety settings',
  failedText: 'Check the connection and try again.',
  /** The schema's messages (core/safety/safety-settings.schema.ts), word for word. */
  validation: {
    wholeMinutes: 'must be a whole number of minutes',
    minutesRange: 'must be between {{min}} and {{max}} minutes',
    phone: 'must be a phone number: digits, spaces, ( ) - . and a leading +',
    phoneLength: 'must hold {{min}} to {{max}} digits',
    tooLong: 'must be at most {{max}} characters',
    tier: 'must be marina_admins or client_admins',
    ladderMin: 'must hold at least one tier',
    ladderMax: 'must hold at most {{max}} tiers',
    ladderRepeat: 'must not repeat a tier',
    other: 'is not valid',
  },
} as const;
