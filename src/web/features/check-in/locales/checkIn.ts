import type { Messages } from '#web/lib/i18n/messages.ts';

/** The check-in screen of a QR code or NFC tag (spec 000 sections 2, 4, 8). */
export const en = {
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

export const es: Messages<typeof en> = {
  title: 'Registro de paso',
  processing: 'Procesando el registro de paso',
  finding: 'Buscando el lugar de esta etiqueta...',
  notFound: 'Lugar no encontrado',
  notFoundText: 'No se encontró el lugar del registro de paso. Revise el código QR o la etiqueta NFC.',
  goToDashboard: 'Ir al panel',
  cannotReach: 'No se puede conectar con Dockwatch',
  checkConnection: 'Revise la conexión y vuelva a intentarlo.',
  accessRequired: 'Se necesita acceso a la ubicación',
  accessText:
    'Un registro de paso de patrulla guarda dónde está usted. Permita el acceso a la ubicación para este sitio y vuelva a intentarlo.',
  continueWithoutGps: 'Continuar sin GPS',
  failed: 'No se pudo completar el registro de paso. Vuelva a intentarlo.',
  missingData: 'Faltan el lugar o los datos de GPS',
  queued: 'Registro de paso en {{name}}',
  queuedBare: 'Registro de paso',
  banner: {
    checking: 'Registrando el paso por {{name}}...',
    success: 'Paso registrado en {{name}}',
    already: 'El paso por {{name}} ya se había registrado',
    failed: 'No se pudo registrar el paso por {{name}}',
    queued: 'Paso registrado en {{name}} (pendiente de enviar)',
    queuedText: 'Guardado en este teléfono. Se enviará en cuanto haya conexión.',
    recorded: 'Su paso de patrulla ha quedado registrado.',
    scanAgain: 'Vuelva a escanear la etiqueta para registrar un paso nuevo.',
    retry: 'Reintentar el registro',
  },
  gps: {
    unsupported: 'Este navegador no admite la ubicación por GPS',
    denied: 'Se denegó el acceso a la ubicación. Habilite el permiso de ubicación y vuelva a intentarlo.',
    unavailable: 'La información de ubicación no está disponible',
    timeout: 'Se agotó el tiempo para obtener la ubicación',
    unknown: 'No se pudo obtener su ubicación.',
  },
};
