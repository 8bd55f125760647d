import type { LocationStatus } from '#core/locations/location.schema.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { statusText } from '../lib/location-text.ts';

const TONES: Record<LocationStatus, BadgeTone> = {
  maintenance: 'warning',
  occupied: 'primary',
  active: 'success',
};

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
    <Badge tone={TONES[status]} className="shrink-0 px-2.5">
      {statusText(status)}
    </Badge>
  );
}
