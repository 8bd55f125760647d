import { hasAdminRole } from '#core/auth/permissions.ts';
import { isLocationMissing } from '#core/check-in/check-in.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { useLocation } from '../api/get-location.ts';
import { LocationLoadError, LocationLoading, LocationNotFound } from '../components/location-states.tsx';
import { LocationView } from '../components/location-view.tsx';

const isMissing = (error: unknown) => error instanceof ApiError && isLocationMissing(error.status);
const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** /location/{guid}: the location with its children, notes and activity feed. */
export function LocationDetailPage({ params, user }: SignedInPageProps) {
  const guid = params.guid ?? '';
  const location = useLocation(guid);
  if (location.isLoading) return <LocationLoading />;
  if (location.isError) {
    if (isMissing(location.error)) return <LocationNotFound />;
    return isForbidden(location.error) ? (
      <LocationLoadError message={errorMessage(location.error)} />
    ) : (
      <LocationLoadError onRetry={() => void location.refetch()} />
    );
  }
  if (!location.data) return <LocationNotFound />;
  return <LocationView location={location.data} isAdmin={hasAdminRole(user.permissions)} />;
}
