import type { Messages } from '#web/lib/i18n/messages.ts';

/**
 * Marina Settings (issues 6, 17, 18): the page, its entry in the user menu, and the marina's own
 * section, the meter units (decision 0035). Each area says its own section in its namespace.
 */
export const en = {
  settings: {
    menuItem: 'Marina Settings',
    title: 'Marina Settings',
    adminOnly:
      'Only administrators of this marina can change its shift questions, checklists, location types, tours and meter units.',
    units: {
      title: 'Meter units',
      description: 'The unit each meter type is read in. Readings, use, charts and the CSV show it.',
      type: { power: 'Power', water: 'Water', gas: 'Gas' },
      pickerLabel: '{{type}} unit',
      saved: '{{type}} readings are now in {{unit}}.',
      saveFailed: 'Failed to save the unit.',
    },
  },
} as const;

export const es: Messages<typeof en> = {
  settings: {
    menuItem: 'Ajustes de la marina',
    title: 'Ajustes de la marina',
    adminOnly:
      'Solo los administradores de esta marina pueden cambiar sus preguntas de turno, listas de control, tipos de lugar, rondas y unidades de medidor.',
    units: {
      title: 'Unidades de medidor',
      description:
        'La unidad en que se lee cada tipo de medidor. La muestran las lecturas, el consumo, los gráficos y el CSV.',
      type: { power: 'Electricidad', water: 'Agua', gas: 'Gas' },
      pickerLabel: 'Unidad de {{type}}',
      saved: 'Las lecturas de {{type}} ahora están en {{unit}}.',
      saveFailed: 'No se pudo guardar la unidad.',
    },
  },
};
