/** The check-in screen of a QR code or NFC tag (spec 000 sections 2, 4, 8). */
export const checkIn = {
  title: 'Check-in',
  processing: 'Processing Check-in',
  finding: 'Finding the location of this tag...',
  notFound: 'Location Not Found',
  notFoundText: 'The check-in location could not be found. Please check the QR code or NFC tag.',
  goToDashboard: 'Go to Dashboard',
  cannotReach: 'Cannot reach Dockwatch',
  checkConnection: 'Check your connection, then try again.',
  accessRequired: 'Location Access Required',
  accessText: 'A patrol check-in records where you are. Allow location access for this site, then try again.',
  continueWithoutGps: 'Continue Without GPS',
  failed: 'Failed to complete check-in. Please try again.',
  missingData: 'Missing location or GPS data',
  /** The name of a check-in waiting on this phone to be sent. */
  queued: 'Check-in at {{name}}',
  queuedBare: 'Check-in',
  banner: {
    checking: 'Checking in at {{name}}...',
    success: 'Successfully checked in at {{name}}',
    already: 'Check-in has already been processed for {{name}}',
    failed: 'Check-in failed at {{name}}',
    queued: 'Checked in at {{name}} (waiting to sync)',
    queuedText: 'Saved on this phone. It will be sent as soon as there is a connection.',
    recorded: 'Your patrol check has been recorded.',
    scanAgain: 'Scan the tag again to record a new check-in.',
    retry: 'Retry Check-in',
  },
  /** A failed GPS request (core's GPS_MESSAGES, word for word). */
  gps: {
    unsupported: 'GPS location is not supported by this browser',
    denied: 'Location access denied. Please enable location permissions and try again.',
    unavailable: 'Location information is unavailable',
    timeout: 'Location request timed out',
    unknown: 'Unable to get your location.',
  },
} as const;
