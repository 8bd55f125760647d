import { useTranslation } from 'react-i18next';
import type { WhenText, WhenTranslate } from '#core/checklists/when-label.ts';

/** formatWhen's words ('today 2:15 PM') in the user's language, from the catalogue's `common:when`. */
export function useWhenTranslate(): WhenTranslate {
  const { t } = useTranslation('common');
  // 'date' alone takes a date; a test holds the keys and their English equal to WHEN_TEXTS.
  const translate = t as unknown as (key: `when.${WhenText}`, params: object) => string;
  return (key, params) => translate(`when.${key}`, params);
}
