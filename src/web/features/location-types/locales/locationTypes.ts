import type { Messages } from '#web/lib/i18n/messages.ts';

/**
 * Location types (decision 0023): their section of Marina Settings, with the Rename and Delete
 * dialogs, and their schema's own message.
 */
export const en = {
  settings: {
    title: 'Location Types',
    descriptionClientAdmin: 'Shared by every marina of your company. New types are added on Add Location.',
    descriptionMarinaAdmin:
      'Shared by every marina of your company. Only a client admin can add, rename or delete them.',
    loading: 'Loading location types',
    loadFailed: 'Failed to load location types',
    emptyTitle: 'No location types yet',
    emptyText: 'Types such as dock, slip or gate are created when adding a location.',
    rename: 'Rename {{name}}',
    delete: 'Delete {{name}}',
    renameTitle: 'Rename Location Type',
    renameText: 'Every {{name}} location shows the new name.',
    renameSubmit: 'Rename',
    typeName: 'Type Name',
    renamed: 'Location type renamed',
    renameFailed: 'Failed to rename location type',
    deleteTitle: 'Delete {{name}}?',
    deleteText: 'Only a type no location uses can be deleted, including deleted locations kept for history.',
    deleteSubmit: 'Delete Type',
    deleted: 'Location type deleted',
    deleteFailed: 'Failed to delete location type',
  },
  /**
   * The messages of the location type schema that no other area's form shows, word for word ({{n}}:
   * a number in the message); the shared ones are in settings. English shows the schema's own
   * message, another language finds it here by its text (schemaText).
   */
  validation: {
    locationTypeNameRequired: 'Location type name is required',
  },
} as const;

export const es: Messages<typeof en> = {
  settings: {
    title: 'Tipos de lugar',
    descriptionClientAdmin:
      'Compartidos por todas las marinas de su empresa. Los tipos nuevos se añaden en Añadir lugar.',
    descriptionMarinaAdmin:
      'Compartidos por todas las marinas de su empresa. Solo un administrador del cliente puede añadirlos, renombrarlos o eliminarlos.',
    loading: 'Cargando tipos de lugar',
    loadFailed: 'No se pudieron cargar los tipos de lugar',
    emptyTitle: 'Aún no hay tipos de lugar',
    emptyText: 'Los tipos como muelle, amarre o puerta se crean al añadir un lugar.',
    rename: 'Renombrar {{name}}',
    delete: 'Eliminar {{name}}',
    renameTitle: 'Renombrar tipo de lugar',
    renameText: 'Todos los lugares de tipo {{name}} muestran el nombre nuevo.',
    renameSubmit: 'Renombrar',
    typeName: 'Nombre del tipo',
    renamed: 'Tipo de lugar renombrado',
    renameFailed: 'No se pudo renombrar el tipo de lugar',
    deleteTitle: '¿Eliminar {{name}}?',
    deleteText:
      'Solo se puede eliminar un tipo que no use ningún lugar, incluidos los lugares eliminados que se conservan en el historial.',
    deleteSubmit: 'Eliminar tipo',
    deleted: 'Tipo de lugar eliminado',
    deleteFailed: 'No se pudo eliminar el tipo de lugar',
  },
  validation: {
    locationTypeNameRequired: 'El nombre del tipo de lugar es obligatorio',
  },
};
