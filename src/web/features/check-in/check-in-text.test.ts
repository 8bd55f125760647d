/**
 * The check-in screen says through the catalogue what core's English tables say, word for word
 * (decision 0043), and the scan screen likewise for core's SCAN_MESSAGES.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BannerPhase,
  bannerText,
  CHECK_IN_MESSAGES,
  GPS_MESSAGES,
  gpsErrorMessage,
  gpsProblem,
} from '#core/check-in/check-in.ts';
import { SCAN_MESSAGES } from '#core/patrol/scan-target.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { startTestCatalogue } from '#web/lib/i18n/test-catalogue.ts';
import { en } from '#web/locales/index.ts';

beforeAll(async () => {
  await startTestCatalogue();
});

describe('the English of the check-in and scan catalogue', () => {
  it("is core's GPS, check-in and banner text", () => {
    expect(en.checkIn.gps).toEqual(GPS_MESSAGES);
    for (const error of ['unsupported', { code: 1 }, { code: 2 }, { code: 3 }, { code: 9 }, null] as const)
      expect(i18n.t(`checkIn:gps.${gpsProblem(error)}`)).toBe(gpsErrorMessage(error));
    expect(en.checkIn.failed).toBe(CHECK_IN_MESSAGES.failed);
    expect(en.checkIn.notFoundText).toBe(CHECK_IN_MESSAGES.notFoundDescription);
    expect(en.checkIn.missingData).toBe(CHECK_IN_MESSAGES.missingData);
    for (const phase of ['checking', 'success', 'already', 'failed'] satisfies BannerPhase[])
      expect(i18n.t(`checkIn:banner.${phase}`, { name: 'Dock A' })).toBe(bannerText(phase, 'Dock A'));
  });

  it("is core's SCAN_MESSAGES", () => {
    const { otherMarina, ...fixed } = SCAN_MESSAGES;
    const { otherMarina: _, ...catalogue } = en.patrol.scanMessages;
    expect(catalogue).toEqual(fixed);
    expect(i18n.t('patrol:scanMessages.otherMarina', { marina: 'Harbor Point' })).toBe(
      otherMarina('Harbor Point'),
    );
  });
});
