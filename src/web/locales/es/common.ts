import type { Catalogue } from '#web/lib/i18n/catalogue-types.ts';

export const common: Catalogue['common'] = {
  cancel: 'Cancelar',
  error: 'Error',
  retry: 'Reintentar',
  tryAgain: 'Reintentar',
  goBack: 'Volver',
  back: 'Atrás',
  loading: 'Cargando',
  notSet: 'Sin definir',
  saving: 'Guardando...',
  somethingWrong: 'Algo salió mal. Vuelva a intentarlo.',
  language: 'Idioma',
  // The app shell's shared components (src/web/components: dialogs, lists, toasts, charts, photos).
  close: 'Cerrar',
  deleting: 'Eliminando...',
  checkConnection: 'Revise la conexión y vuelva a intentarlo.',
  notification: 'Notificación',
  chartFailed: 'No se pudo cargar el gráfico.',
  photos: {
    attachment: 'Adjunto {{number}} de {{subject}}',
    remove: 'Quitar la foto {{number}}',
    preparing: 'Preparando la foto...',
    add: 'Añadir foto',
    full: '{{max}} fotos como máximo',
    counter: '{{number}} de {{max}} fotos',
    processFailed: 'No se pudo procesar la imagen. Vuelva a intentarlo.',
    one: 'Foto de {{subject}}',
    nth: 'Foto {{number}} de {{total}} de {{subject}}',
    openOne: 'Abrir la foto de {{subject}}',
    openNth: 'Abrir la foto {{number}} de {{total}} de {{subject}}',
    viewer: 'Foto',
    viewerHelp:
      'Deslice o use las flechas del teclado para ver las otras fotos; pellizque o toque dos veces para ampliar.',
    closeViewer: 'Cerrar la foto',
    previous: 'Foto anterior',
    next: 'Foto siguiente',
  },
  // occupancy, checklists (tours helper): a moment after a verb (when-label.ts).
  when: {
    today: 'hoy {{time}}',
    yesterday: 'ayer {{time}}',
    date: '{{date}}, {{time}}',
  },
};
