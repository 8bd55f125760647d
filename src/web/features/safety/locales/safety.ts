import type { Messages } from '#web/lib/i18n/catalogue-types.ts';

/** Lone-worker safety (issue 33): the marina's safety settings. */
export const en = {
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

export const es: Messages<typeof en> = {
  title: 'Seguridad',
  description:
    'Controles periódicos a los vigilantes que trabajan solos, el número al que llama su teléfono en una emergencia y a quién se avisa hasta que alguien responda.',
  loading: 'Cargando la configuración de seguridad',
  loadFailed: 'No se pudo cargar la configuración de seguridad',
  checks: {
    label: 'Controles de seguridad periódicos',
    description:
      'Durante el turno, el teléfono del vigilante pregunta «¿Está bien?»; una respuesta que no llega pasado el margen genera una alerta.',
    every: 'Cada (min)',
    grace: 'Margen (min)',
  },
  phone: {
    label: 'Número de emergencia',
    optional: '(Opcional)',
    placeholder: '+34 600 000 000',
    help: 'Llamar y Enviar SMS en el teléfono del vigilante usan este número cuando no hay datos.',
  },
  ladder: {
    title: 'A quién se avisa',
    help: 'En este orden; cada uno tiene sus minutos para confirmar antes de avisar al siguiente. Sin respuesta, se avisa a todos los que administran la marina.',
    tier: '{{n}}. {{who}}',
    marina_admins: 'Administradores de la marina',
    marina_adminsDescription: 'Los administradores de esta marina.',
    client_admins: 'Administradores del cliente',
    client_adminsDescription: 'Los administradores de todas las marinas del cliente.',
    minutes: 'Minutos para que confirmen los {{who}}',
  },
  save: 'Guardar la configuración de seguridad',
  saving: 'Guardando…',
  saved: 'Configuración de seguridad guardada',
  failed: 'No se pudo guardar la configuración de seguridad',
  failedText: 'Compruebe la conexión e inténtelo de nuevo.',
  validation: {
    wholeMinutes: 'debe ser un número entero de minutos',
    minutesRange: 'debe estar entre {{min}} y {{max}} minutos',
    phone: 'debe ser un número de teléfono: dígitos, espacios, ( ) - . y un + inicial',
    phoneLength: 'debe tener de {{min}} a {{max}} dígitos',
    tooLong: 'debe tener como máximo {{max}} caracteres',
    tier: 'debe ser marina_admins o client_admins',
    ladderMin: 'debe incluir al menos un nivel',
    ladderMax: 'debe incluir como máximo {{max}} niveles',
    ladderRepeat: 'no debe repetir un nivel',
    other: 'no es válido',
  },
};
