import type { Messages } from '#web/lib/i18n/messages.ts';

/** In-app notifications (issue 15): the header's bell and the e-mail alerts switch. */
export const en = {
  title: 'Notifications',
  bell: 'Notifications',
  bellUnread: 'Notifications, {{n}} unread',
  unreadCount: '{{n}} unread',
  allRead: 'All read',
  loading: 'Loading…',
  empty: 'No notifications yet.',
  unreadMark: 'Unread: ',
  open: 'Open',
  // Alerts about one tour within 10 minutes gathered in one (decision 0052); n is 2 or more.
  alertCount: '{{n}} alerts within 10 minutes; this is the latest:',
  markAllRead: 'Mark all read',
  emailAlerts: 'E-mail alerts',
  /** "Alerts on this phone" (Web Push, issue 33): the user menu's switch and the notification's words. */
  phone: {
    alerts: 'Alerts on this phone',
    on: 'This phone rings for alerts, even with Dockwatch closed.',
    off: 'This phone no longer rings for alerts.',
    blocked: 'Notifications are blocked for Dockwatch in this browser: allow them in its site settings.',
    failed: 'This phone could not be set up for alerts. Try again with a network.',
    acknowledge: 'Acknowledge',
    open: 'Open',
    acknowledged: 'Acknowledged',
    acknowledgedBody: 'The guard sees your name.',
  },
  /** A safety alert as the server writes it (server/modules/safety/alert-notice.ts), line by line. */
  safety: {
    sosTitle: 'SOS: {{name}}',
    missedTitle: 'Missed safety check: {{name}}',
    nobodyAnswered: '{{title}}. Nobody has answered',
    pressedSos: '{{name}} pressed SOS at {{marina}}.',
    missedCheck: '{{name}} did not answer a safety check at {{marina}}.',
    lastCheckIn: 'Last check-in: {{location}}.',
    position: 'Position (±{{accuracy}} m): {{link}}',
    positionOnly: 'Position: {{link}}',
    notAcknowledged: 'Not acknowledged by {{who}} within {{minutes}} min.',
    who: { marina: "the marina's admins", client: "the client's admins", anyone: 'anyone' },
    openIt: 'Open it and acknowledge it so the guard knows help is coming.',
  },
  /** A tour run's alerts (the server stores them in English: run-alerts.ts). */
  alerts: {
    missedTitle: '{{tour}} missed',
    incompleteTitle: '{{tour}} incomplete: {{scanned}} of {{total}} checkpoints',
    overdueTitle: '{{tour}} has not started',
    endedBody_one: 'The round of {{when}} (marina time) ended with {{count}} checkpoint missed: {{names}}.',
    endedBody_other:
      'The round of {{when}} (marina time) ended with {{count}} checkpoints missed: {{names}}.',
    overdueBody:
      'The round of {{when}} (marina time) was due to start by {{due}}; no checkpoint has been scanned.',
  },
} as const;

export const es: Messages<typeof en> = {
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
  phone: {
    alerts: 'Alertas en este teléfono',
    on: 'Este teléfono suena con las alertas, aunque Dockwatch esté cerrado.',
    off: 'Este teléfono ya no suena con las alertas.',
    blocked:
      'Las notificaciones de Dockwatch están bloqueadas en este navegador: permítalas en la configuración del sitio.',
    failed: 'No se pudo preparar este teléfono para las alertas. Vuelva a intentarlo con conexión.',
    acknowledge: 'Confirmar',
    open: 'Abrir',
    acknowledged: 'Confirmada',
    acknowledgedBody: 'El vigilante ve su nombre.',
  },
  safety: {
    sosTitle: 'SOS: {{name}}',
    missedTitle: 'Control de seguridad sin respuesta: {{name}}',
    nobodyAnswered: '{{title}}. Nadie ha respondido',
    pressedSos: '{{name}} pulsó SOS en {{marina}}.',
    missedCheck: '{{name}} no respondió a un control de seguridad en {{marina}}.',
    lastCheckIn: 'Último registro: {{location}}.',
    position: 'Posición (±{{accuracy}} m): {{link}}',
    positionOnly: 'Posición: {{link}}',
    notAcknowledged: 'Sin confirmar por {{who}} en {{minutes}} min.',
    who: {
      marina: 'los administradores de la marina',
      client: 'los administradores del cliente',
      anyone: 'nadie',
    },
    openIt: 'Ábrala y confírmela para que el vigilante sepa que llega ayuda.',
  },
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
