import type { TFunction } from 'i18next';
import { zonedTimeOfDay } from '#core/common/date-format.ts';
import { mapLink } from '#core/safety/map-link.ts';
import type { SosPosition } from './active-sos.ts';

/**
 * The text message a guard's phone offers to send without data: who, where (a map link of the
 * position and how sure it is), and the time on the marina's clock.
 */
export function sosSmsText(
  t: TFunction<'safety'>,
  sos: { name: string; marina: string; timeZone: string; at: Date; position: SosPosition | null },
): string {
  const time = zonedTimeOfDay(sos.at, sos.timeZone);
  const where = sos.position
    ? t('sos.smsPosition', {
        accuracy: Math.round(sos.position.accuracy),
        link: mapLink(sos.position.latitude, sos.position.longitude),
      })
    : t('sos.smsNoPosition');
  return `${t('sos.smsText', { name: sos.name, marina: sos.marina, time })} ${where}`;
}

/** A phone number as a dial link: the digits and a leading +, nothing else. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The phone's messages app with the number and the text filled in. */
export const smsHref = (phone: string, text: string) =>
  `sms:${phone.replace(/[^\d+]/g, '')}?body=${encodeURIComponent(text)}`;
