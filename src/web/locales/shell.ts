import type { Messages } from '#web/lib/i18n/messages.ts';

/** The frame around the screens: navigation, header, and the app-wide states. */
export const en = {
  nav: {
    label: 'Main',
    home: 'Home',
    locations: 'Locations',
    scan: 'Scan',
    checklists: 'Checklists',
    issues: 'Issues',
    activity: 'Activity',
  },
  sos: {
    label: 'SOS',
    hold: 'SOS: hold for 2 seconds to call for help',
    active: 'SOS sent: open it',
  },
  adminRequired: 'Admin access required',
  connectionError: {
    title: 'Cannot reach Dockwatch',
    detail: 'Check your connection, then try again.',
  },
  notFound: {
    title: 'Page Not Found',
    detail: 'Check the address, or head back to the start.',
    goHome: 'Go Home',
  },
  signInRequired: {
    toastTitle: 'Unauthorized',
    toastDetail: 'You are logged out. Logging in again...',
    text: 'Please log in to access this page.',
  },
  offline: {
    waitingTitle: 'Entries waiting to sync',
    entriesWaiting_one: '1 entry is saved on this phone and not yet sent.',
    entriesWaiting_other: '{{count}} entries are saved on this phone and not yet sent.',
    // The sync strip, the outbox list and the toasts of saves kept on the phone (ADR 0021).
    offline: 'Offline',
    offlineSince: 'Offline — showing data from {{time}}',
    waiting_one: '{{count}} waiting to sync',
    waiting_other: '{{count}} waiting to sync',
    waitingSignedOut_one: '{{count}} waiting to sync (sign in to send)',
    waitingSignedOut_other: '{{count}} waiting to sync (sign in to send)',
    refused_one: '{{count}} not accepted',
    refused_other: '{{count}} not accepted',
    partly_one: '{{count}} saved without a photo',
    partly_other: '{{count}} saved without photos',
    pendingBadge: 'Waiting to sync',
    outboxTitle: 'Saved on this phone',
    outboxDetail:
      'Entries are sent in order as soon as there is a connection. Nothing is deleted unless you dismiss it.',
    allSynced: 'Everything is synced.',
    entryWaiting: 'Saved on this phone, waiting to sync',
    entryRefused: 'Not accepted by the server: {{reason}}',
    dismiss: 'Dismiss',
    syncNow: 'Sync now',
    queuedTitle: 'Saved on this phone',
    /** 'No connection: … will be sent as soon as there is one.', one sentence per kind of save. */
    queued: {
      note: 'No connection: the note will be sent as soon as there is one.',
      issue: 'No connection: the issue will be sent as soon as there is one.',
      reading: 'No connection: the reading and its photo will be sent as soon as there is one.',
      answers: 'No connection: your answers will be sent as soon as there is one.',
      newChecklist: 'No connection: the new checklist will be sent as soon as there is one.',
      completedChecklist: 'No connection: the completed checklist will be sent as soon as there is one.',
      newOccupancyChecklist:
        'No connection: the new occupancy checklist will be sent as soon as there is one.',
      finalizedChecklist: 'No connection: the finalized checklist will be sent as soon as there is one.',
    },
    photoNotSaved: 'A photo was not saved',
  },
  update: {
    available: 'Update available —',
    reloadsLater: 'Reloads once the open form is saved or closed.',
    reload: 'Reload',
  },
  /** The current marina's toasts (spec 000 section 4). */
  marina: {
    accessChanged: 'Marina Access Changed',
    accessRemovedDuringShift:
      'Your access to the selected marina was removed. Please end your current shift to switch marinas.',
    accessRemoved: 'Your access to the previous marina was removed. Switched to {{marina}}.',
    cannotSwitch: 'Cannot Switch Marina',
    endShiftFirst: 'Please end your current shift before switching marinas.',
    changed: 'Marina Changed',
    switchedTo: 'Switched to {{marina}}',
  },
  storage: {
    used: 'Stored on this phone: {{size}}',
    kept: 'Kept when the phone is short of space',
    mayClear: 'The browser may clear it when short of space',
  },
  theme: {
    title: 'Theme',
    system: 'System',
    light: 'Light',
    dark: 'Dark',
  },
} as const;

export const es: Messages<typeof en> = {
  nav: {
    label: 'Principal',
    home: 'Inicio',
    locations: 'Lugares',
    scan: 'Escanear',
    checklists: 'Listas',
    issues: 'Incidencias',
    activity: 'Actividad',
  },
  sos: {
    label: 'SOS',
    hold: 'SOS: mantenga pulsado 2 segundos para pedir ayuda',
    active: 'SOS enviado: abrirlo',
  },
  adminRequired: 'Se requiere acceso de administrador',
  connectionError: {
    title: 'No se puede conectar con Dockwatch',
    detail: 'Revise la conexión y vuelva a intentarlo.',
  },
  notFound: {
    title: 'Página no encontrada',
    detail: 'Revise la dirección o vuelva al inicio.',
    goHome: 'Ir al inicio',
  },
  signInRequired: {
    toastTitle: 'Sin autorización',
    toastDetail: 'Su sesión se cerró. Volviendo a iniciar sesión...',
    text: 'Inicie sesión para ver esta página.',
  },
  offline: {
    waitingTitle: 'Registros pendientes de enviar',
    entriesWaiting_one: 'Hay 1 registro guardado en este teléfono y aún sin enviar.',
    entriesWaiting_other: 'Hay {{count}} registros guardados en este teléfono y aún sin enviar.',
    offline: 'Sin conexión',
    offlineSince: 'Sin conexión: datos de las {{time}}',
    waiting_one: '{{count}} pendiente de enviar',
    waiting_other: '{{count}} pendientes de enviar',
    waitingSignedOut_one: '{{count}} pendiente de enviar (inicie sesión para enviarlo)',
    waitingSignedOut_other: '{{count}} pendientes de enviar (inicie sesión para enviarlos)',
    refused_one: '{{count}} no aceptado',
    refused_other: '{{count}} no aceptados',
    partly_one: '{{count}} guardado sin una foto',
    partly_other: '{{count}} guardados sin fotos',
    pendingBadge: 'Pendiente de enviar',
    outboxTitle: 'Guardado en este teléfono',
    outboxDetail:
      'Los registros se envían en orden en cuanto hay conexión. No se borra nada a menos que usted lo descarte.',
    allSynced: 'Todo está enviado.',
    entryWaiting: 'Guardado en este teléfono, pendiente de enviar',
    entryRefused: 'El servidor no lo aceptó: {{reason}}',
    dismiss: 'Descartar',
    syncNow: 'Enviar ahora',
    queuedTitle: 'Guardado en este teléfono',
    queued: {
      note: 'Sin conexión: la nota se enviará en cuanto haya conexión.',
      issue: 'Sin conexión: la incidencia se enviará en cuanto haya conexión.',
      reading: 'Sin conexión: la lectura y su foto se enviarán en cuanto haya conexión.',
      answers: 'Sin conexión: sus respuestas se enviarán en cuanto haya conexión.',
      newChecklist: 'Sin conexión: la nueva lista se enviará en cuanto haya conexión.',
      completedChecklist: 'Sin conexión: la lista completada se enviará en cuanto haya conexión.',
      newOccupancyChecklist: 'Sin conexión: la nueva lista de ocupación se enviará en cuanto haya conexión.',
      finalizedChecklist: 'Sin conexión: la lista finalizada se enviará en cuanto haya conexión.',
    },
    photoNotSaved: 'No se guardó una foto',
  },
  update: {
    available: 'Actualización disponible —',
    reloadsLater: 'Se recargará cuando se guarde o se cierre el formulario abierto.',
    reload: 'Recargar',
  },
  marina: {
    accessChanged: 'Cambió el acceso a la marina',
    accessRemovedDuringShift:
      'Se le retiró el acceso a la marina seleccionada. Termine su turno actual para cambiar de marina.',
    accessRemoved: 'Se le retiró el acceso a la marina anterior. Se cambió a {{marina}}.',
    cannotSwitch: 'No se puede cambiar de marina',
    endShiftFirst: 'Termine su turno actual antes de cambiar de marina.',
    changed: 'Marina cambiada',
    switchedTo: 'Se cambió a {{marina}}',
  },
  storage: {
    used: 'Guardado en este teléfono: {{size}}',
    kept: 'Se conserva aunque falte espacio',
    mayClear: 'El navegador puede borrarlo si falta espacio',
  },
  theme: {
    title: 'Tema',
    system: 'Sistema',
    light: 'Claro',
    dark: 'Oscuro',
  },
};
