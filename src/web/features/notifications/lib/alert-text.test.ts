/**
 * The bell's alerts in the user's language (issue 30 item 19). The stored texts below are the
 * server's sentences (src/server/modules/tours/run-alerts.ts) word for word.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setFormatLocale } from '#core/common/format-locale.ts';
import { mapLink } from '#core/safety/map-link.ts';
import { alertNotice } from '#server/modules/safety/alert-notice.ts';
import type { AlertRow } from '#server/modules/safety/alerts.queries.ts';
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

describe("the bell's safety alerts", () => {
  // The server's own words (alert-notice.ts), for an SOS at its ladder's last step.
  const row = {
    guid: '5b0a3c1e-8f59-4f0e-9a65-2f4f7d1c9b10',
    kind: 'sos',
    raisedByName: 'Sam Carter',
    marinaName: 'Bayside Marina',
    lastCheckInLocationName: 'Main Gate',
    gpsLatitude: '38.97840000',
    gpsLongitude: '-76.49220000',
    gpsAccuracy: '12.00',
  } as unknown as AlertRow;
  const sos = alertNotice(row, {
    audience: 'all_admins',
    unansweredBy: { audience: 'client_admins', minutes: 2 },
  });
  const missed = alertNotice(
    { ...row, kind: 'missed_check', lastCheckInLocationName: null, gpsLatitude: null } as AlertRow,
    { audience: 'marina_admins', unansweredBy: null },
  );

  it('say an SOS and a missed check in Spanish, line by line, with names and the map link as written', async () => {
    await i18n.changeLanguage('es');
    expect(alertText(sos)).toEqual({
      title: 'SOS: Sam Carter. Nadie ha respondido',
      body: [
        'Sam Carter pulsó SOS en Bayside Marina.',
        'Último registro: Main Gate.',
        `Posición (±12 m): ${mapLink('38.97840000', '-76.49220000')}`,
        'Sin confirmar por los administradores del cliente en 2 min.',
        'Ábrala y confírmela para que el vigilante sepa que llega ayuda.',
      ].join('\n'),
    });
    expect(alertText(missed)).toEqual({
      title: 'Control de seguridad sin respuesta: Sam Carter',
      body: [
        'Sam Carter no respondió a un control de seguridad en Bayside Marina.',
        'Ábrala y confírmela para que el vigilante sepa que llega ayuda.',
      ].join('\n'),
    });
  });

  it('say them in English word for word as the server wrote them, and a line it does not know leaves all as stored', async () => {
    await i18n.changeLanguage('en');
    expect(alertText(sos)).toEqual({ title: sos.title, body: sos.body });
    await i18n.changeLanguage('es');
    const changed = { ...sos, body: `${sos.body}\nCall the guard house.` };
    expect(alertText(changed)).toEqual({ title: changed.title, body: changed.body });
  });
});
