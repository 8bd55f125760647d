import type { Catalogue } from '#web/lib/i18n/catalogue-types.ts';

export const landing: Catalogue['landing'] = {
  tagline: 'Patrullas, registros de paso y lecturas de medidores para equipos de seguridad de marinas.',
  features: {
    checkIns: 'Registros de paso de patrulla con código QR',
    activity: 'Seguimiento de la actividad e informes',
    checklists: 'Listas de control propias de cada marina',
  },
  signIn: 'Iniciar sesión para continuar',
  footer: 'Sistema de gestión',
};
