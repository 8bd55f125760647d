import type { Messages } from '#web/lib/i18n/messages.ts';

/**
 * The server's error codes (src/core/api/error-codes.ts), keyed by code. In English the web shows
 * the server's own message, word for word (it is often more specific); these are the texts of
 * the codes, for the other languages to translate. {{field}} is the field's name.
 */
export const en = {
  request: {
    invalid: 'The request was refused.',
    notFound: 'Not found',
    conflict: 'This conflicts with what is already saved.',
    tooLarge: 'This is too large.',
    unsupportedMedia: 'This kind of file is not accepted.',
    tooMany: 'Too many requests. Please wait and try again.',
    failed: 'The request failed.',
    badJson: 'body: is not valid JSON',
    emptyBody: 'body: must not be empty',
    notJson: 'Content-Type must be application/json',
    badUrl: 'params: must be valid percent-encoded UTF-8',
    paramTooLong: 'params: is too long',
  },
  server: { error: 'Internal Server Error' },
  validation: { invalid: '{{field}}: is invalid' },
  auth: {
    unauthorized: 'Unauthorized',
    forbidden: 'You do not have permission to do this',
    wrongPassword: 'Invalid email or password',
    tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    disabled: 'This account has been disabled. Ask your administrator.',
  },
  photos: {
    quotaFull:
      'Photo storage for this client is full ({{usedMb}} of {{quotaMb}} MB used). The photo was not saved. Ask your administrator to raise the limit.',
  },
  // Backend.
  backend: {
    emailTaken: 'A user with this email already exists',
    nameTaken: 'A new name is already the name of another location here',
    newNameTaken: 'A new name is already taken here; search again',
    locationsChanged: 'Some locations changed meanwhile; search again',
  },
  // Marina Settings and the account screens (settings helper).
  account: {
    wrongCurrentPassword: 'The password you entered is not your current password',
    invalidLink: 'This link is invalid, used or expired. Ask your administrator for a new one.',
  },
  locationTypes: {
    nameTaken: 'Location type already exists',
    inUse: 'Location type is in use',
    inUseByDeleted: 'Location type is still used by deleted locations kept for history',
  },
  shiftQuestions: {
    hasAnswers: 'This question already has answers; deactivate it and add a new question instead',
  },
  // The locations screens.
  locations: {
    nameTaken: 'A location with this name already exists here.',
    typeExists: 'A location type with this name already exists.',
  },
  tours: {
    tooManyStarts:
      'Too many tour runs started: at most {{max}} in {{minutes}} minutes. Please wait a few minutes and try again.',
  },
} as const;

export const es: Messages<typeof en> = {
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
