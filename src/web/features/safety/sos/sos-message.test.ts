import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { startTestCatalogue } from '#web/lib/i18n/test-catalogue.ts';
import { smsHref, sosSmsText, telHref } from './sos-message.ts';

beforeAll(async () => {
  await startTestCatalogue();
  await i18n.loadNamespaces('safety');
});

const sos = {
  name: 'Sam Carter',
  marina: 'Bayside Marina',
  timeZone: 'America/New_York',
  at: new Date('2026-11-30T07:14:00Z'),
  position: { latitude: 38.9784, longitude: -76.4922, accuracy: 12.4 },
};

describe('the SOS text message', () => {
  it('says who, where (a map link and how sure) and when, on the marina’s clock', async () => {
    await i18n.changeLanguage('en');
    expect(sosSmsText(i18n.getFixedT('en', 'safety'), sos)).toBe(
      'SOS from Sam Carter at Bayside Marina, 2:14 AM. Position (±12 m): ' +
        'https://www.openstreetmap.org/?mlat=38.9784&mlon=-76.4922#map=19/38.9784/-76.4922',
    );
    expect(sosSmsText(i18n.getFixedT('en', 'safety'), { ...sos, position: null })).toBe(
      'SOS from Sam Carter at Bayside Marina, 2:14 AM. Position unknown.',
    );
  });

  it('is written in Spanish for a Spanish phone', async () => {
    await i18n.loadLanguages('es');
    await i18n.loadNamespaces('safety');
    expect(sosSmsText(i18n.getFixedT('es', 'safety'), { ...sos, position: null })).toMatch(
      /^SOS de Sam Carter en Bayside Marina, .*2:14.*\. Posición desconocida\.$/,
    );
  });

  it('dials and texts the number with its digits and leading + only', () => {
    expect(telHref('+1 (410) 555-0142')).toBe('tel:+14105550142');
    expect(smsHref('+1 (410) 555-0142', 'SOS & help?')).toBe('sms:+14105550142?body=SOS%20%26%20help%3F');
  });
});
