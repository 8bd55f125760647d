import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en, es } from '#web/locales/index.ts';
import { scheduleSummary } from './schedule-summary.ts';

const instance = i18next.createInstance();
await instance.init({
  resources: { en, es },
  lng: 'en',
  ns: Object.keys(en),
  interpolation: { escapeValue: false },
  initAsync: false,
});

describe('scheduleSummary', () => {
  it('names the start times, the interval and the days', () => {
    const t = instance.getFixedT('en', 'tours');
    expect(scheduleSummary({ times: ['02:00', '22:00'], weekdays: [5, 6] }, t)).toBe(
      'At 02:00, 22:00 · Fri, Sat',
    );
    expect(scheduleSummary({ every: { minutes: 60, from: '20:00', to: '06:00' } }, t)).toBe(
      'Every 60 min, 20:00–06:00 · every day',
    );
    expect(
      scheduleSummary(
        { times: ['08:00'], every: { minutes: 30, from: '20:00', to: '23:00' }, weekdays: [1, 2, 3, 4, 5] },
        t,
      ),
    ).toBe('At 08:00 and every 30 min, 20:00–23:00 · weekdays');
    expect(scheduleSummary({ times: ['08:00'], weekdays: [6, 7] }, t)).toBe('At 08:00 · weekends');
  });

  it('says it in Spanish', () => {
    const t = instance.getFixedT('es', 'tours');
    expect(scheduleSummary({ times: ['02:00', '22:00'], weekdays: [5, 6] }, t)).toBe(
      'A las 02:00, 22:00 · Vie, Sáb',
    );
    expect(scheduleSummary({ every: { minutes: 60, from: '20:00', to: '06:00' } }, t)).toBe(
      'Cada 60 min, 20:00–06:00 · todos los días',
    );
  });
});
