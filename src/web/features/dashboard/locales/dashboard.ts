import type { Messages } from '#web/lib/i18n/messages.ts';

/** The dashboard and its user menu (spec 000 section 2). */
export const en = {
  title: 'Dashboard',
  menu: {
    open: 'User menu',
    myAccount: 'My Account',
    userDetails: 'User Details',
    changeMarina: 'Change Marina',
    changePassword: 'Change Password',
    signOut: 'Sign Out',
  },
  details: {
    title: 'User Details',
    description: 'Your Dockwatch account.',
    email: 'Email',
    firstName: 'First Name',
    lastName: 'Last Name',
    marinas: 'Marinas',
    noneAssigned: 'None assigned',
  },
  signOut: {
    anyway: 'Sign Out Anyway',
    syncing: 'Syncing...',
    syncNow: 'Sync Now',
    noConnection:
      'Could not send them: there is no connection to the server. Try again when you have signal.',
    unsynced_one:
      '{{waiting}} Sync now to send it first. If you sign out anyway, it stays on this phone and is sent when you sign in again.',
    unsynced_other:
      '{{waiting}} Sync now to send them first. If you sign out anyway, they stay on this phone and are sent when you sign in again.',
  },
  changeMarina: {
    title: 'Change Marina',
    description: 'Locations, activity and shifts will show the marina you choose.',
    current: 'Current marina',
    marina: 'Marina',
    choose: 'Choose a marina',
    currentTag: 'Current',
    endShiftFirst: 'Please end your current shift before switching marinas.',
    switch: 'Switch Marina',
  },
  currentMarina: {
    title: 'Current marina',
    none: 'No marina assigned yet. Ask your administrator for access.',
  },
  recent: {
    title: 'Recent Activity',
    failed: 'Failed to fetch activities',
    none: 'No recent activities found',
    viewAll: 'View All Activities',
  },
} as const;

export const es: Messages<typeof en> = {
  title: 'Panel',
  menu: {
    open: 'Menú de usuario',
    myAccount: 'Mi cuenta',
    userDetails: 'Datos del usuario',
    changeMarina: 'Cambiar de marina',
    changePassword: 'Cambiar contraseña',
    signOut: 'Cerrar sesión',
  },
  details: {
    title: 'Datos del usuario',
    description: 'Su cuenta de Dockwatch.',
    email: 'Correo electrónico',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    marinas: 'Marinas',
    noneAssigned: 'Ninguna asignada',
  },
  signOut: {
    anyway: 'Cerrar sesión igualmente',
    syncing: 'Enviando...',
    syncNow: 'Enviar ahora',
    noConnection:
      'No se pudieron enviar: no hay conexión con el servidor. Vuelva a intentarlo cuando tenga señal.',
    unsynced_one:
      '{{waiting}} Envíelo ahora primero. Si cierra sesión igualmente, queda en este teléfono y se envía cuando vuelva a entrar.',
    unsynced_other:
      '{{waiting}} Envíelos ahora primero. Si cierra sesión igualmente, quedan en este teléfono y se envían cuando vuelva a entrar.',
  },
  changeMarina: {
    title: 'Cambiar de marina',
    description: 'Lugares, actividad y turnos mostrarán la marina que elija.',
    current: 'Marina actual',
    marina: 'Marina',
    choose: 'Elija una marina',
    currentTag: 'Actual',
    endShiftFirst: 'Termine su turno actual antes de cambiar de marina.',
    switch: 'Cambiar de marina',
  },
  currentMarina: {
    title: 'Marina actual',
    none: 'Aún no tiene ninguna marina asignada. Pida acceso a su administrador.',
  },
  recent: {
    title: 'Actividad reciente',
    failed: 'No se pudo cargar la actividad',
    none: 'No hay actividad reciente',
    viewAll: 'Ver toda la actividad',
  },
};
