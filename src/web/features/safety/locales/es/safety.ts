import type { Catalogue } from '#web/lib/i18n/catalogue-types.ts';

export const safety: Catalogue['safety'] = {
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
