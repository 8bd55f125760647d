import type { Messages } from '#web/lib/i18n/messages.ts';

/** The issues screens (spec 001 sections 2 and 8): the list and its filters, the cards, the Create and edit forms. */
export const en = {
  page: {
    title: 'Issues',
    create: 'Create',
    loading: 'Loading issues',
    noMarina: 'No marina assigned yet',
    noMarinaHelp: 'Ask your administrator for access to a marina.',
  },
  section: {
    createIssue: 'Create Issue',
    allOf: 'All of {{name}}',
  },
  filters: {
    label: 'Filter issues',
    search: 'Search issues',
    status: 'Status',
    all: 'All',
    location: 'Location',
    allLocations: 'All locations',
  },
  list: {
    label: 'Issues',
    loadFailed: 'Failed to load issues',
    notOnPhone: 'Issues are not on this phone yet',
    notOnPhoneText:
      'They were not opened here while there was a connection. They show once the connection is back.',
    count_one: '{{shown}} of {{count}} issues',
    count_other: '{{shown}} of {{count}} issues',
    resetFilters: 'Reset Filters',
    createIssue: 'Create Issue',
    noMatch: 'No issue matches these filters.',
    nothingOpen: 'Nothing open here. Seen a problem? Report it.',
    noneYet: 'No problems reported yet. Seen one? Report it.',
  },
  /** ISSUE_PRIORITY_LABELS, word for word. */
  priority: {
    high: 'High',
    medium: 'Medium',
    low: 'Low',
  },
  /** ISSUE_STATUS_LABELS, word for word. */
  status: {
    open: 'Open',
    fixed: 'Fixed',
    wontfix: "Won't Fix",
  },
  card: {
    edit: 'Edit {{title}}',
    status: 'Status',
  },
  form: {
    title: 'Title',
    titleRequired: 'Title is required',
    description: 'Description',
    optional: '(Optional)',
    priority: 'Priority',
    location: 'Location',
    photos: 'Photos',
  },
  create: {
    title: 'Create Issue',
    description: 'Report a problem so it gets fixed. Fields marked * are required.',
    titlePlaceholder: 'e.g. Broken cleat on A-03L',
    descriptionPlaceholder: 'What is wrong, and where exactly?',
    selectLocation: 'Select a location',
    photoSubject: 'the issue',
    create: 'Create',
    creating: 'Creating...',
  },
  edit: {
    descriptionPlaceholder: 'Add details (optional)',
    save: 'Save',
    saving: 'Saving...',
  },
  /** ISSUE_MESSAGES (src/core/issues/issue-messages.ts), word for word. */
  messages: {
    created: 'Issue created',
    updated: 'Issue updated',
    createFailed: 'Failed to create issue. Please try again.',
    statusFailed: 'Failed to update issue status. Please try again.',
    updateFailed: 'Failed to update issue. Please try again.',
    empty: 'No issues found',
  },
  /** The outbox's name for a queued create. */
  queue: {
    create: 'Issue: {{title}}',
    createAt: 'Issue at {{location}}: {{title}}',
  },
} as const;

export const es: Messages<typeof en> = {
  page: {
    title: 'Incidencias',
    create: 'Crear',
    loading: 'Cargando incidencias',
    noMarina: 'Aún no tiene una marina asignada',
    noMarinaHelp: 'Pida a su administrador acceso a una marina.',
  },
  section: {
    createIssue: 'Crear incidencia',
    allOf: 'Todo {{name}}',
  },
  filters: {
    label: 'Filtrar incidencias',
    search: 'Buscar incidencias',
    status: 'Estado',
    all: 'Todas',
    location: 'Lugar',
    allLocations: 'Todos los lugares',
  },
  list: {
    label: 'Incidencias',
    loadFailed: 'No se pudieron cargar las incidencias',
    notOnPhone: 'Las incidencias aún no están en este teléfono',
    notOnPhoneText: 'No se abrieron aquí mientras había conexión. Se mostrarán cuando vuelva la conexión.',
    count_one: '{{shown}} de {{count}} incidencia',
    count_other: '{{shown}} de {{count}} incidencias',
    resetFilters: 'Restablecer filtros',
    createIssue: 'Crear incidencia',
    noMatch: 'Ninguna incidencia coincide con estos filtros.',
    nothingOpen: 'No hay nada abierto aquí. ¿Ha visto un problema? Infórmelo.',
    noneYet: 'Aún no se ha informado de ningún problema. ¿Ha visto uno? Infórmelo.',
  },
  priority: {
    high: 'Alta',
    medium: 'Media',
    low: 'Baja',
  },
  status: {
    open: 'Abierta',
    fixed: 'Resuelta',
    wontfix: 'Descartada',
  },
  card: {
    edit: 'Editar {{title}}',
    status: 'Estado',
  },
  form: {
    title: 'Título',
    titleRequired: 'El título es obligatorio',
    description: 'Descripción',
    optional: '(Opcional)',
    priority: 'Prioridad',
    location: 'Lugar',
    photos: 'Fotos',
  },
  create: {
    title: 'Crear incidencia',
    description: 'Informe de un problema para que se solucione. Los campos marcados con * son obligatorios.',
    titlePlaceholder: 'p. ej., cornamusa rota en A-03L',
    descriptionPlaceholder: '¿Qué falla y dónde exactamente?',
    selectLocation: 'Seleccione un lugar',
    photoSubject: 'la incidencia',
    create: 'Crear',
    creating: 'Creando...',
  },
  edit: {
    descriptionPlaceholder: 'Añada detalles (opcional)',
    save: 'Guardar',
    saving: 'Guardando...',
  },
  messages: {
    created: 'Incidencia creada',
    updated: 'Incidencia actualizada',
    createFailed: 'No se pudo crear la incidencia. Vuelva a intentarlo.',
    statusFailed: 'No se pudo actualizar el estado de la incidencia. Vuelva a intentarlo.',
    updateFailed: 'No se pudo actualizar la incidencia. Vuelva a intentarlo.',
    empty: 'No se encontraron incidencias',
  },
  queue: {
    create: 'Incidencia: {{title}}',
    createAt: 'Incidencia en {{location}}: {{title}}',
  },
};
