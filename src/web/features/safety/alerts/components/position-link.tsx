import { useTranslation } from 'react-i18next';
import type { Alert } from '#core/safety/alert.schema.ts';
import { mapLink } from '#core/safety/map-link.ts';
import { cn } from '#web/lib/cn.ts';

/** The alert's GPS position as a map link with its accuracy, or null when it has none. */
export function PositionLink({ alert, className }: { alert: Alert; className?: string }) {
  const { t } = useTranslation('safety');
  if (!alert.gpsLatitude || !alert.gpsLongitude) return null;
  return (
    <a
      className={cn('underline underline-offset-2', className)}
      href={mapLink(alert.gpsLatitude, alert.gpsLongitude)}
      target="_blank"
      rel="noreferrer"
    >
      {t('alert.openMap', { accuracy: Math.round(Number(alert.gpsAccuracy ?? 0)) })}
    </a>
  );
}
