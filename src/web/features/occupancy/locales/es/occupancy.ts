import type { Catalogue } from '#web/lib/i18n/catalogue-types.ts';

export const occupancy: Catalogue['occupancy'] = {
  section: {
    heading: 'Ocupación',
    loadFailed: 'No se pudo cargar la lista de ocupación',
    inProgress: 'En curso',
    noneOpen: 'No hay ninguna lista de ocupación abierta',
    lastFinalized: 'Finalizada por última vez {{when}}. Ocupados: {{present}} de {{total}}.',
    startHint: 'Inicie una para registrar cuáles de los {{total}} lugares de aquí están ocupados.',
    thisLocation: 'este lugar',
    start: 'Iniciar lista de ocupación',
  },
  start: {
    button: 'Iniciar',
    label: 'Iniciar lista de ocupación de {{location}}',
    starting: 'Iniciando...',
  },
  card: {
    started: 'Iniciada {{when}}',
    show: 'Mostrar',
    hide: 'Ocultar',
    loadingLocations: 'Cargando lugares',
    loadFailed: 'No se pudo cargar la lista',
    noChildren: 'No hay lugares dentro de {{location}} que revisar.',
    tickEach: 'Marque cada lugar que esté ocupado',
    finalize: 'Finalizar',
  },
  counts: {
    present: 'Ocupados',
    notPresent: 'Libres',
    total: 'Total',
  },
  finalize: {
    title: 'Finalizar lista',
    summary:
      '{{location}}. Ocupados: {{present}} · Libres: {{notPresent}} · Total: {{total}}. Una lista finalizada no se puede modificar.',
    present: 'Ocupados',
    notPresent: 'Libres',
    none: 'Ninguno',
    confirm: 'Finalizar',
    busy: 'Finalizando...',
  },
  messages: {
    occupancyStarted: 'Lista de ocupación iniciada',
    occupancyStartFailed: 'No se pudo iniciar la lista de ocupación. Vuelva a intentarlo.',
    checkFailed: 'No se pudo actualizar la marca de ocupación. Vuelva a intentarlo.',
    finalized: 'Lista finalizada',
    finalizeFailed: 'No se pudo finalizar la lista. Vuelva a intentarlo.',
  },
  queue: {
    started: 'Lista de ocupación iniciada en {{location}}',
    ticked: '{{name}} marcado como ocupado',
    unticked: '{{name}} desmarcado',
    location: 'Lugar',
    finalized: 'Lista de ocupación finalizada en {{location}}',
  },
};
