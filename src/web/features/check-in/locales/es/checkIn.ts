import type { Catalogue } from '#web/lib/i18n/catalogue-types.ts';

export const checkIn: Catalogue['checkIn'] = {
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
