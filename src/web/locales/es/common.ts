import type { Catalogue } from '#web/lib/i18n/catalogue-types.ts';

export const common: Catalogue['common'] = {
  cancel: 'Cancelar',
  error: 'Error',
  retry: 'Reintentar',
  tryAgain: 'Reintentar',
  goBack: 'Volver',
  back: 'Atrás',
  loading: 'Cargando',
  notSet: 'Sin definir',
  language: 'Idioma',
  // occupancy, checklists (tours helper): a moment after a verb (when-label.ts).
  when: {
    today: 'hoy {{time}}',
    yesterday: 'ayer {{time}}',
    date: '{{date}}, {{time}}',
  },
};
