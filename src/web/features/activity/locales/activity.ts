import type { Messages } from '#web/lib/i18n/messages.ts';

/** The activity feed (spec 000 section 3, spec 001 section 2): cards, stat cards, filters, export, transcription. */
export const en = {
  /** The period's safety alerts above the feed (issue 33). */
  alerts: { title: 'Safety alerts', failed: 'The safety alerts could not be loaded.' },
  page: {
    title: 'Activity',
    subtitle: 'Everything logged at your marina',
    loadingSummary: 'Loading activity...',
    count_one: '{{count}} activity',
    count_other: '{{count}} activities',
    countMore: '{{count}}+ activities',
    loadFailed: 'Activity could not be loaded',
    noActivity: 'No activity yet',
    noActivityHelp:
      'Check-ins, comments, issues and meter readings will show up here as your team logs them.',
    noMatch: 'No matching activity',
    noMatchHelp: 'Nothing was logged for these filters. Try a longer time range or another type.',
    resetFilters: 'Reset Filters',
    loadMore: 'Load more',
    loadingMore: 'Loading...',
    end: 'You have reached the end of the feed.',
  },
  export: {
    ready: 'Export ready',
    truncated: 'The newest {{count}} activities were exported. Narrow the filters for older ones.',
    done_one: '{{count}} activity exported.',
    done_other: '{{count}} activities exported.',
    failed: 'Export failed. Please try again.',
  },
  toolbar: {
    label: 'Filters',
    type: 'Type',
    time: 'Time',
    clear: 'Clear',
    export: 'Export',
    exporting: 'Exporting...',
  },
  /** TYPE_FILTER_LABELS (web/features/activity/lib/feed-filters.ts), word for word. */
  typeFilter: {
    all: 'All types',
    patrol_check: 'Check-ins',
    comment: 'Comments',
    issue: 'Issues',
    checklist: 'Checklists',
  },
  /** TIME_FILTER_LABELS, word for word. */
  timeFilter: {
    all: 'All time',
    today: 'Today',
    week: 'Week',
    month: 'Month',
  },
  /** TIME_FILTER_PERIODS, word for word. */
  period: {
    all: 'All time',
    today: 'Today',
    week: 'Last 7 days',
    month: 'Last 30 days',
  },
  stats: {
    label: 'Activity statistics',
    patrolChecks: 'Patrol Checks',
    comments: 'Comments',
    issues: 'Issues',
    meterReads: 'Meter Reads',
    meterPeriod: 'Last 40 days',
  },
  list: {
    loading: 'Loading activities',
  },
  /** ACTIVITY_TITLES (web/features/activity/lib/activity-display.ts), word for word. */
  type: {
    patrol_check: 'Check-in',
    comment: 'comment',
    issue_created: 'Issue Created',
    issue_updated: 'Issue Updated',
    meter_read: 'Meter Reading',
    checklist: 'Occupancy Checklist',
  },
  /** relativeAge's English, word for word. */
  age: {
    none: 'No timestamp',
    justNow: 'Just now',
    minutes_one: '{{count}} minute ago',
    minutes_other: '{{count}} minutes ago',
    hours_one: '{{count}} hour ago',
    hours_other: '{{count}} hours ago',
  },
  card: {
    photoSubject: '{{title}}',
    photoSubjectAt: '{{title}} at {{location}}',
    syncedLate: 'Recorded offline, synced at {{at}}',
    /** A finalized occupancy checklist's stored comment (core: occupancy.ts's finalizedComment). */
    occupancyFinalized:
      'Occupancy checklist finalized: {{present}} present, {{notPresent}} not present of {{total}}',
  },
  /** gpsFlagLabel's English (src/core/patrol/gps-flags.ts), word for word. */
  gps: {
    label: 'Check-in warnings',
    far: '{{distance}} from location',
    farUnknown: 'Far from location',
    inaccurate: 'Poor GPS accuracy (±{{accuracy}})',
    inaccurateUnknown: 'Poor GPS accuracy',
    repeat: 'Repeat check-in',
  },
  meter: {
    loading: 'Loading meter reading',
    loadFailed: 'The meter reading could not be loaded.',
    badge: '{{type}} Meter',
    power: 'Power Meter',
    water: 'Water Meter',
    gas: 'Gas Meter',
    photo: 'Photo available',
    needsTranscription: 'Needs transcription',
    transcribe: 'Transcribe',
  },
  /** issueChangeText's English (src/core/issues/issue-changes.ts), word for word. */
  issueChange: {
    status: 'Status: {{from}} → {{to}}',
    title: 'Title: {{from}} → {{to}}',
    priority: 'Priority: {{from}} → {{to}}',
    descriptionUpdated: 'Description updated',
    descriptionRemoved: 'Description removed',
    photos: 'Photos added: {{count}}',
  },
  unauthorized: {
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
  },
} as const;

export const es: Messages<typeof en> = {
  alerts: { title: 'Alertas de seguridad', failed: 'No se pudieron cargar las alertas de seguridad.' },
  page: {
    title: 'Actividad',
    subtitle: 'Todo lo registrado en su marina',
    loadingSummary: 'Cargando actividad...',
    count_one: '{{count}} actividad',
    count_other: '{{count}} actividades',
    countMore: 'Más de {{count}} actividades',
    loadFailed: 'No se pudo cargar la actividad',
    noActivity: 'Aún no hay actividad',
    noActivityHelp:
      'Los registros de paso, comentarios, incidencias y lecturas aparecerán aquí a medida que su equipo los registre.',
    noMatch: 'No hay actividad que coincida',
    noMatchHelp: 'No se registró nada con estos filtros. Pruebe con un periodo más largo o con otro tipo.',
    resetFilters: 'Restablecer filtros',
    loadMore: 'Cargar más',
    loadingMore: 'Cargando...',
    end: 'Ha llegado al final de la actividad.',
  },
  export: {
    ready: 'Exportación lista',
    truncated:
      'Se exportaron las {{count}} actividades más recientes. Acote los filtros para ver las anteriores.',
    done_one: '{{count}} actividad exportada.',
    done_other: '{{count}} actividades exportadas.',
    failed: 'No se pudo exportar. Vuelva a intentarlo.',
  },
  toolbar: {
    label: 'Filtros',
    type: 'Tipo',
    time: 'Periodo',
    clear: 'Borrar',
    export: 'Exportar',
    exporting: 'Exportando...',
  },
  typeFilter: {
    all: 'Todos los tipos',
    patrol_check: 'Registros de paso',
    comment: 'Comentarios',
    issue: 'Incidencias',
    checklist: 'Listas de control',
  },
  timeFilter: {
    all: 'Todo',
    today: 'Hoy',
    week: 'Semana',
    month: 'Mes',
  },
  period: {
    all: 'Desde siempre',
    today: 'Hoy',
    week: 'Últimos 7 días',
    month: 'Últimos 30 días',
  },
  stats: {
    label: 'Estadísticas de actividad',
    patrolChecks: 'Registros de paso',
    comments: 'Comentarios',
    issues: 'Incidencias',
    meterReads: 'Lecturas',
    meterPeriod: 'Últimos 40 días',
  },
  list: {
    loading: 'Cargando actividades',
  },
  type: {
    patrol_check: 'Registro de paso',
    comment: 'Comentario',
    issue_created: 'Incidencia creada',
    issue_updated: 'Incidencia actualizada',
    meter_read: 'Lectura',
    checklist: 'Lista de ocupación',
  },
  age: {
    none: 'Sin fecha',
    justNow: 'Ahora mismo',
    minutes_one: 'Hace {{count}} minuto',
    minutes_other: 'Hace {{count}} minutos',
    hours_one: 'Hace {{count}} hora',
    hours_other: 'Hace {{count}} horas',
  },
  card: {
    photoSubject: '{{title}}',
    photoSubjectAt: '{{title}} en {{location}}',
    syncedLate: 'Registrado sin conexión, enviado a las {{at}}',
    occupancyFinalized:
      'Lista de ocupación finalizada: presentes {{present}}, ausentes {{notPresent}}, total {{total}}',
  },
  gps: {
    label: 'Avisos del registro de paso',
    far: 'A {{distance}} del lugar',
    farUnknown: 'Lejos del lugar',
    inaccurate: 'GPS poco preciso (±{{accuracy}})',
    inaccurateUnknown: 'GPS poco preciso',
    repeat: 'Registro de paso repetido',
  },
  meter: {
    loading: 'Cargando lectura',
    loadFailed: 'No se pudo cargar la lectura.',
    badge: 'Medidor de {{type}}',
    power: 'Medidor de electricidad',
    water: 'Medidor de agua',
    gas: 'Medidor de gas',
    photo: 'Foto disponible',
    needsTranscription: 'Falta transcribir',
    transcribe: 'Transcribir',
  },
  issueChange: {
    status: 'Estado: {{from}} → {{to}}',
    title: 'Título: {{from}} → {{to}}',
    priority: 'Prioridad: {{from}} → {{to}}',
    descriptionUpdated: 'Descripción actualizada',
    descriptionRemoved: 'Descripción eliminada',
    photos: 'Fotos añadidas: {{count}}',
  },
  unauthorized: {
    title: 'No autorizado',
    description: 'Se cerró su sesión. Volviendo a iniciar sesión...',
  },
};
