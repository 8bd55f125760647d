import type { Catalogue } from '#web/lib/i18n/catalogue-types.ts';

export const shell: Catalogue['shell'] = {
  nav: {
    label: 'Principal',
    home: 'Inicio',
    locations: 'Lugares',
    scan: 'Escanear',
    checklists: 'Listas',
    issues: 'Incidencias',
    activity: 'Actividad',
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
