import type { Catalogue } from '#web/lib/i18n/catalogue-types.ts';

export const notifications: Catalogue['notifications'] = {
  title: 'Notificaciones',
  bell: 'Notificaciones',
  bellUnread: 'Notificaciones, {{n}} sin leer',
  unreadCount: '{{n}} sin leer',
  allRead: 'Todas leídas',
  loading: 'Cargando…',
  empty: 'Aún no hay notificaciones.',
  unreadMark: 'Sin leer: ',
  open: 'Abrir',
  alertCount: '{{n}} alertas en 10 minutos; esta es la última:',
  markAllRead: 'Marcar todas como leídas',
  emailAlerts: 'Alertas por correo electrónico',
  alerts: {
    missedTitle: '{{tour}}: ronda omitida',
    incompleteTitle: '{{tour}} incompleta: {{scanned}} de {{total}} puntos de control',
    overdueTitle: '{{tour}} no ha comenzado',
    endedBody_one:
      'La ronda del {{when}} (hora de la marina) terminó con {{count}} punto de control omitido: {{names}}.',
    endedBody_other:
      'La ronda del {{when}} (hora de la marina) terminó con {{count}} puntos de control omitidos: {{names}}.',
    overdueBody:
      'La ronda del {{when}} (hora de la marina) debía comenzar antes de las {{due}}; no se ha escaneado ningún punto de control.',
  },
};
