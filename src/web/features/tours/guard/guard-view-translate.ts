import { useTranslation } from 'react-i18next';
import type { GuardViewText, GuardViewTranslate } from '#web/features/tours/guard/lib/guard-view.ts';

/** guard-view.ts's texts (countdowns, checkpoint lines) in the user's language, from the catalogue. */
export function useGuardViewTranslate(): GuardViewTranslate {
  const { t } = useTranslation('tours');
  // Each key's values differ; a test holds the keys and their English equal to GUARD_VIEW_TEXTS.
  const translate = t as unknown as (key: `guardView.${GuardViewText}`, params: object) => string;
  return (key, params) => translate(`guardView.${key}`, params);
}
