import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { LocationListItem } from '#core/locations/location.schema.ts';
import { isStale } from '#web/features/locations/lib/location-tiles.ts';
import { cn } from '#web/lib/cn.ts';
import { timeSinceText } from '../lib/location-text.ts';

/** One location in the 3-column grid: name and time since the last activity; yellow when stale. */
export function LocationTile({ location, now }: { location: LocationListItem; now: Date }) {
  const stale = isStale(location.lastPatrolAt, now);
  const { t } = useTranslation('locations');
  const since = timeSinceText(location.lastActivityAt, now);
  return (
    <li className="flex">
      <Link
        href={`/location/${location.guid}`}
        data-testid="location-tile"
        data-stale={stale ? 'true' : 'false'}
        title={location.name}
        className={cn(
          'flex min-h-20 w-full min-w-0 flex-col justify-between gap-1.5 rounded-xl border-2 px-2 py-2.5 shadow-sm transition-colors',
          'active:scale-[0.98]',
          stale
            ? 'border-stale-foreground/25 bg-stale text-stale-foreground hover:brightness-95'
            : 'border-border bg-surface text-surface-foreground hover:border-primary/50',
        )}
      >
        <span className="line-clamp-3 hyphens-auto break-words font-bold text-[0.9rem] leading-tight">
          {location.name}
        </span>
        <span
          className={cn(
            'text-sm tabular-nums',
            stale ? 'font-medium text-stale-foreground/85' : 'text-muted-foreground',
          )}
        >
          <span className="sr-only">{t('tile.lastActivity')}</span>
          {since}
        </span>
      </Link>
    </li>
  );
}
