import { hasAdminRole } from '#core/auth/permissions.ts';
import { isLocationMissing } from '#core/check-in/check-in.ts';
import { useAuthUser } from '#web/features/auth/index.ts';
import { LocationView } from '#web/features/locations/index.ts';
import { CheckpointLines } from '#web/features/tours/index.ts';
import { ApiError } from '#web/lib/api-client.ts';
import type { PageProps } from '#web/lib/page-props.ts';
import { useCheckInLocation } from '../api/get-check-in-location.ts';
import { CheckInBanner } from '../components/check-in-banner.tsx';
import {
  CheckInLoadError,
  CheckInLocationNotFound,
  CheckInProcessing,
  LocationAccessRequired,
} from '../components/check-in-states.tsx';
import { useCheckInFlow } from '../components/use-check-in-flow.ts';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

/**
 * /check-in/{guid}: the target of a location's QR code or NFC tag, open to signed-out visitors
 * (the lookup answers 401, the app signs in and comes back here). Records a patrol_check with GPS.
 */
export function CheckInPage({ params }: PageProps) {
  const guid = params.guid ?? '';
  const { user } = useAuthUser();
  const location = useCheckInLocation(guid);
  const { state, retry, checkedAt } = useCheckInFlow(location.data, user);
  const status = statusOf(location.error);
  const missing = location.isError && isLocationMissing(status);

  // Signed out (401): the sign-in redirect is under way.
  if (location.isLoading || status === 401) return <CheckInProcessing />;
  if (missing) return <CheckInLocationNotFound />;
  if (location.isError || !location.data) return <CheckInLoadError onRetry={() => void location.refetch()} />;
  if (state.phase === 'gps-error') return <LocationAccessRequired message={state.message} />;

  const isAdmin = user !== null && hasAdminRole(user.permissions);
  return (
    <LocationView
      location={location.data}
      isAdmin={isAdmin}
      banner={
        <CheckInBanner
          state={state}
          locationName={location.data.name}
          showDetail={isAdmin}
          onRetry={retry}
          confirmation={
            checkedAt && (
              <CheckpointLines
                marinaId={location.data.marinaId}
                locationGuid={location.data.guid}
                at={checkedAt}
              />
            )
          }
        />
      }
    />
  );
}
