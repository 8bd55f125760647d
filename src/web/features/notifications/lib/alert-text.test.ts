/**
 * The bell's alerts in the user's language (issue 30 item 19). The stored texts below are the
 * server's sentences (src/server/modules/tours/run-alerts.ts) word for word.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setFormatLocale } from '#core/common/format-locale.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { startTestCatalogue } from '#web/lib/i18n/test-catalogue.ts';
import { alertText } from './alert-text.ts';

beforeAll(async () => {
  await startTestCatalogue();
});
afterAll(async () => {
  setFormatLocale(undefined);
  await i18n.changeLanguage('en');
});

const MISSED = {
  kind: 'tour-run-missed',
  title: 'Night round missed',
  body: 'The round of Thu 2027-03-11 22:00 (marina time) ended with 3 checkpoints missed: Gate, Dock A, Fuel pier.',
};
const INCOMPLETE = {
  kind: 'tour-run-incomplete',
  title: 'Night round incomplete: 2 of 3 checkpoints',
  body: 'The round of Thu 2027-03-11 22:00 (marina time) ended with 1 checkpoint missed: Fuel pier.',
};
const OVERDUE = {
  kind: 'tour-run-overdue',
  title: 'Night round has not started',
  body: 'The round of Thu 2027-03-11 22:00 (marina time) was due to start by 22:10; no checkpoint has been scanned.',
};

describe("the bell's alert texts", () => {
  it('say a tour run alert in Spanish, with its tour, counts and checkpoint names as stored', async () => {
    await i18n.changeLanguage('es');
    setFormatLocale('es-ES');
    expect(alertText(MISSED)).toEqual({
      title: 'Night round: ronda omitida',
      body: 'La ronda del jue, 11 mar, 22:00 (hora de la marina) terminó con 3 puntos de control omitidos: Gate, Dock A, Fuel pier.',
    });
    expect(alertText(INCOMPLETE)).toEqual({
      title: 'Night round incompleta: 2 de 3 puntos de control',
      body: 'La ronda del jue, 11 mar, 22:00 (hora de la marina) terminó con 1 punto de control omitido: Fuel pier.',
    });
    expect(alertText(OVERDUE)).toEqual({
      title: 'Night round no ha comenzado',
      body: 'La ronda del jue, 11 mar, 22:00 (hora de la marina) debía comenzar antes de las 22:10; no se ha escaneado ningún punto de control.',
    });
  });

  it('keep the English words, with the times as the English screens write them', async () => {
    await i18n.changeLanguage('en');
    setFormatLocale('en-US');
    expect(alertText(MISSED)).toEqual({
      title: 'Night round missed',
      body: 'The round of Thu, Mar 11, 10:00 PM (marina time) ended with 3 checkpoints missed: Gate, Dock A, Fuel pier.',
    });
    expect(alertText(OVERDUE).body).toBe(
      'The round of Thu, Mar 11, 10:00 PM (marina time) was due to start by 10:10 PM; no checkpoint has been scanned.',
    );
  });

  it('shows an alert it does not know as stored', async () => {
    await i18n.changeLanguage('es');
    const other = {
      kind: 'tour-missed',
      title: 'Night round was missed',
      body: '3 of 8 checkpoints were missed.',
    };
    expect(alertText(other)).toEqual({ title: other.title, body: other.body });
    // A tour run alert whose sentence changed: as stored, never half translated.
    const changed = { ...MISSED, body: 'Three alerts about Night round.' };
    expect(alertText(changed)).toEqual({ title: changed.title, body: changed.body });
    // A tour named like a sentence stays its name.
    const odd = { ...OVERDUE, title: 'Gate missed has not started' };
    expect(alertText(odd).title).toBe('Gate missed no ha comenzado');
  });
});
