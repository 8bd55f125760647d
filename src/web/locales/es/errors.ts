import type { Catalogue } from '#web/lib/i18n/catalogue-types.ts';

export const errors: Catalogue['errors'] = {
  request: {
    invalid: 'La solicitud fue rechazada.',
    notFound: 'No encontrado',
    conflict: 'Esto choca con lo que ya está guardado.',
    tooLarge: 'Es demasiado grande.',
    unsupportedMedia: 'No se acepta este tipo de archivo.',
    tooMany: 'Demasiadas solicitudes. Espere y vuelva a intentarlo.',
    failed: 'La solicitud falló.',
    badJson: 'Los datos enviados no son válidos.',
    emptyBody: 'No se enviaron datos.',
    notJson: 'Los datos enviados no son válidos.',
    badUrl: 'La dirección no es válida.',
    paramTooLong: 'La dirección es demasiado larga.',
  },
  server: { error: 'Error del servidor. Vuelva a intentarlo.' },
  validation: { invalid: 'Revise el dato «{{field}}».' },
  auth: {
    unauthorized: 'Sin autorización',
    forbidden: 'No tiene permiso para hacer esto',
    wrongPassword: 'Correo o contraseña incorrectos',
    tooManyAttempts: 'Demasiados intentos fallidos. Espere 15 minutos y vuelva a intentarlo.',
    disabled: 'Esta cuenta está desactivada. Consulte a su administrador.',
  },
  photos: {
    quotaFull:
      'El espacio de fotos de este cliente está lleno ({{usedMb}} de {{quotaMb}} MB usados). La foto no se guardó. Pida a su administrador que amplíe el límite.',
  },
  // Backend.
  backend: {
    emailTaken: 'Ya existe un usuario con este correo electrónico',
    nameTaken: 'Un nombre nuevo ya es el de otro lugar de aquí',
    newNameTaken: 'Un nombre nuevo ya está en uso aquí; vuelva a buscar',
    locationsChanged: 'Algunos lugares cambiaron mientras tanto; vuelva a buscar',
  },
  // Marina Settings and the account screens (settings helper).
  account: {
    wrongCurrentPassword: 'La contraseña introducida no es su contraseña actual',
    invalidLink: 'Este enlace no es válido, ya se usó o ha caducado. Pida uno nuevo a su administrador.',
  },
  locationTypes: {
    nameTaken: 'Ya existe un tipo de lugar con ese nombre',
    inUse: 'El tipo de lugar está en uso',
    inUseByDeleted: 'El tipo de lugar aún lo usan lugares eliminados que se conservan en el historial',
  },
  shiftQuestions: {
    hasAnswers: 'Esta pregunta ya tiene respuestas; desactívela y añada una pregunta nueva',
  },
  // The locations screens.
  locations: {
    nameTaken: 'Ya existe un lugar con este nombre aquí.',
    typeExists: 'Ya existe un tipo de lugar con este nombre.',
  },
  tours: {
    tooManyStarts:
      'Demasiadas rondas iniciadas: como máximo {{max}} en {{minutes}} minutos. Espere unos minutos y vuelva a intentarlo.',
  },
};
