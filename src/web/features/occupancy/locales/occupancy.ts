import type { Messages } from '#web/lib/i18n/messages.ts';

/** Occupancy checklists (spec 001): a location's Occupancy section, the checklist card, Finalize. */
export const en = {
  section: {
    heading: 'Occupancy',
    loadFailed: 'Failed to load the occupancy checklist',
    inProgress: 'In progress',
    noneOpen: 'No open occupancy checklist',
    lastFinalized: 'Last finalized {{when}}: {{present}} present of {{total}}.',
    startHint: 'Start one to record which of the {{total}} locations here are occupied.',
    thisLocation: 'this location',
    start: 'Start Occupancy Checklist',
  },
  start: {
    button: 'Start',
    label: 'Start occupancy checklist for {{location}}',
    starting: 'Starting...',
  },
  card: {
    started: 'Started {{when}}',
    show: 'Show',
    hide: 'Hide',
    loadingLocations: 'Loading locations',
    loadFailed: 'Failed to load the checklist',
    noChildren: 'There are no locations inside {{location}} to check.',
    tickEach: 'Tick each location that is occupied',
    finalize: 'Finalize',
  },
  counts: {
    present: 'Present',
    notPresent: 'Not present',
    total: 'Total',
  },
  finalize: {
    title: 'Finalize Checklist',
    summary:
      '{{location}}: {{present}} present, {{notPresent}} not present of {{total}}. A finalized checklist cannot be changed.',
    present: 'Present',
    notPresent: 'Not present',
    none: 'None',
    confirm: 'Finalize',
    busy: 'Finalizing...',
  },
  /** The spec's toasts: the English of CHECKLIST_MESSAGES (src/core/checklists/checklist-messages.ts). */
  messages: {
    occupancyStarted: 'Occupancy checklist started',
    occupancyStartFailed: 'Failed to start occupancy checklist. Please try again.',
    checkFailed: 'Failed to update occupancy check. Please try again.',
    finalized: 'Checklist finalized',
    finalizeFailed: 'Failed to finalize checklist. Please try again.',
  },
  /** The entries' names in the list of what is saved on the phone. */
  queue: {
    started: 'Occupancy checklist started at {{location}}',
    ticked: '{{name}} ticked occupied',
    unticked: '{{name}} unticked',
    location: 'Location',
    finalized: 'Occupancy checklist finalized at {{location}}',
  },
} as const;

export const es: Messages<typeof en> = {
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
