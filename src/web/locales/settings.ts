import type { Messages } from '#web/lib/i18n/messages.ts';

/**
 * What the admin sections of Marina Settings share (issues 6, 17, 18): the words of more than one
 * section (Add, Edit of `EditButton`, Save Changes, (Optional), All marinas, Deleting..., the
 * toasts' Success and Error of `saveToasts`), and the schema messages of more than one area's forms
 * that `schemaText` shows. Each area's own texts are in its namespace: its section under `settings`
 * (`tours:settings.*`, `shifts:settings.*`, …) and its schema's messages under `validation`; the
 * page's own in `marinas`.
 */
export const en = {
  add: 'Add',
  edit: 'Edit',
  editNamed: 'Edit {{name}}',
  saveChanges: 'Save Changes',
  optional: '(Optional)',
  saving: 'Saving...',
  deleting: 'Deleting...',
  allMarinas: 'All marinas',
  success: 'Success',
  error: 'Error',
  /**
   * The schema messages that more than one area's form shows (a name on one line, a text without
   * control characters, a length), word for word ({{n}}: a number in the message), and what any
   * message no namespace knows becomes (`other`). English shows the schema's own message; another
   * language finds it here by its text, after the area's own `validation` (schemaText).
   */
  validation: {
    singleLine: 'must be one line, without control characters',
    controlCharacters: 'must not contain control characters other than line breaks and tabs',
    tooLong: 'must be at most {{max}} characters',
    other: 'is not valid',
  },
} as const;

export const es: Messages<typeof en> = {
  add: 'Añadir',
  edit: 'Editar',
  editNamed: 'Editar {{name}}',
  saveChanges: 'Guardar cambios',
  optional: '(Opcional)',
  saving: 'Guardando...',
  deleting: 'Eliminando...',
  allMarinas: 'Todas las marinas',
  success: 'Listo',
  error: 'Error',
  validation: {
    singleLine: 'Debe ser una sola línea, sin caracteres de control',
    controlCharacters: 'No debe contener caracteres de control, salvo saltos de línea y tabulaciones',
    tooLong: 'Debe tener como máximo {{max}} caracteres',
    other: 'No es válido',
  },
};
