import type { Catalogue } from '#web/lib/i18n/catalogue-types.ts';

export const meters: Catalogue['meters'] = {
  suggestion: {
    label: 'Lectura sugerida:',
    use: 'Usar',
    useValue: 'Usar {{value}}',
  },
};
