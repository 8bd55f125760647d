import type { Messages } from '#web/lib/i18n/messages.ts';

/** Words many screens share. */
export const en = {
  cancel: 'Cancel',
  error: 'Error',
  retry: 'Retry',
  tryAgain: 'Try Again',
  goBack: 'Go Back',
  back: 'Back',
  loading: 'Loading',
  notSet: 'Not set',
  saving: 'Saving...',
  somethingWrong: 'Something went wrong. Please try again.',
  language: 'Language',
  // The app shell's shared components (src/web/components: dialogs, lists, toasts, charts, photos).
  close: 'Close',
  deleting: 'Deleting...',
  checkConnection: 'Check your connection, then try again.',
  notification: 'Notification',
  chartFailed: 'The chart could not be loaded.',
  photos: {
    attachment: 'Attachment {{number}} for {{subject}}',
    remove: 'Remove photo {{number}}',
    preparing: 'Preparing photo...',
    add: 'Add photo',
    full: '{{max}} photos is the most',
    counter: '{{number}} of {{max}} photos',
    /** English equals RECORD_MESSAGES.processFailed (src/core/meters/record-rules.ts). */
    processFailed: 'Failed to process image. Please try again.',
    one: 'Photo of {{subject}}',
    nth: 'Photo {{number}} of {{total}} of {{subject}}',
    openOne: 'Open photo of {{subject}}',
    openNth: 'Open photo {{number}} of {{total}} of {{subject}}',
    viewer: 'Photo',
    viewerHelp: 'Swipe or use the arrow keys for the other photos; pinch or double-tap to zoom.',
    closeViewer: 'Close photo',
    previous: 'Previous photo',
    next: 'Next photo',
  },
  // occupancy, checklists (tours helper): a moment after a verb, from src/core/checklists/when-label.ts's WHEN_TEXTS.
  when: {
    today: 'today {{time}}',
    yesterday: 'yesterday {{time}}',
    date: '{{date}}, {{time}}',
  },
} as const;

export const es: Messages<typeof en> = {
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
