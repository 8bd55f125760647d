import type { Catalogue } from '#web/lib/i18n/catalogue-types.ts';

export const dashboard: Catalogue['dashboard'] = {
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
