import type { Catalogue } from '#web/lib/i18n/catalogue-types.ts';

export const issues: Catalogue['issues'] = {
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
