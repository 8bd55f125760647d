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
};
