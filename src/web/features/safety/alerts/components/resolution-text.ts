import { useTranslation } from 'react-i18next';
import { ALERT_MESSAGES } from '#core/safety/alerts.ts';

/**
 * A resolution note as the reader's language says it: the server's own note for a missed check
 * answered within its grace ("Was OK, offline") is translated; a person's note is shown as written.
 */
export function useResolutionText(): (note: string) => string {
  const { t } = useTranslation('safety');
  return (note) => (note === ALERT_MESSAGES.wasOkOffline ? t('alert.wasOkOffline') : note);
}
