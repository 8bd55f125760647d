import type { Messages } from '#web/lib/i18n/messages.ts';

/** The signed-out landing page at / (spec 000 section 1). */
export const en = {
  tagline: 'Patrols, check-ins and meter readings for marina security teams.',
  features: {
    checkIns: 'QR code patrol check-ins',
    activity: 'Activity tracking and reporting',
    checklists: 'Marina-specific checklists',
  },
  signIn: 'Sign In to Continue',
  footer: 'Management System',
} as const;

export const es: Messages<typeof en> = {
  tagline: 'Patrullas, registros de paso y lecturas de medidores para equipos de seguridad de marinas.',
  features: {
    checkIns: 'Registros de paso de patrulla con código QR',
    activity: 'Seguimiento de la actividad e informes',
    checklists: 'Listas de control propias de cada marina',
  },
  signIn: 'Iniciar sesión para continuar',
  footer: 'Sistema de gestión',
};
