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
  // The locations screens.
  locations: {
    nameTaken: 'Ya existe un lugar con este nombre aquí.',
    typeExists: 'Ya existe un tipo de lugar con este nombre.',
  },
};
