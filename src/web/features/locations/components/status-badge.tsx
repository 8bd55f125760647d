import type { LocationStatus } from '#core/locations/location.schema.ts';
import { cn } from '#web/lib/cn.ts';
import { statusText } from '../lib/location-text.ts';

/** Occupied and Maintenance stand out; Active is the normal state and shows nothing. */
export function StatusBadge({
  status,
  showActive = false,
}: {
  status: LocationStatus;
  showActive?: boolean;
}) {
  if (status === 'active' && !showActive) return null;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 font-semibold text-xs',
        status === 'maintenance' && 'bg-warning-soft text-warning',
        status === 'occupied' && 'bg-primary-soft text-primary-soft-foreground',
        status === 'active' && 'bg-success-soft text-success',
      )}
    >
      {statusText(status)}
    </span>
  );
}
