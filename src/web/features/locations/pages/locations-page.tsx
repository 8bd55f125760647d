import { CloudOff, MapPin, MapPinned, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { hasAdminRole } from '#core/auth/permissions.ts';
import { FETCH_LOCATIONS_FAILED } from '#core/locations/location-messages.ts';
import { groupByType } from '#core/locations/location-tiles.ts';
import { HeaderLinkButton } from '#web/components/header-action.tsx';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useMarinaLocations } from '#web/features/marina-locations/index.ts';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { useNow } from '#web/lib/use-now.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { LocationGridSkeleton, LocationGroup, StaleLegend } from '../components/location-grid.tsx';
import { useErrorToast } from '../hooks/use-error-toast.ts';

/** /locations: top-level locations grouped by type, as tiles with the time since their last activity. */
export function LocationsPage({ user }: SignedInPageProps) {
  const isAdmin = hasAdminRole(user.permissions);
  const { marinaId, marina, isResolving } = useCurrentMarina();
  const locations = useMarinaLocations(marinaId);
  const now = useNow();
  const groups = useMemo(() => groupByType(locations.data ?? []), [locations.data]);
  useErrorToast(locations.error, FETCH_LOCATIONS_FAILED);

  let content: React.ReactNode;
  if (isResolving || locations.isLoading) {
    content = <LocationGridSkeleton />;
  } else if (!marinaId) {
    content = (
      <EmptyState icon={MapPin} title="No marina assigned yet">
        Ask your administrator for access to a marina.
      </EmptyState>
    );
  } else if (locations.isError) {
    content = (
      <EmptyState
        icon={CloudOff}
        tone="destructive"
        title={FETCH_LOCATIONS_FAILED}
        action={<Button onClick={() => void locations.refetch()}>Try Again</Button>}
      >
        Check your connection, then try again.
      </EmptyState>
    );
  } else if (groups.length === 0) {
    content = (
      <EmptyState
        icon={MapPinned}
        title="No locations yet"
        action={
          isAdmin && (
            <Button asChild>
              <Link href="/add-location">
                <Plus aria-hidden="true" />
                Add Location
              </Link>
            </Button>
          )
        }
      >
        Add your first building, dock, or slip to get started with security management.
      </EmptyState>
    );
  } else {
    content = (
      <>
        <StaleLegend />
        {groups.map((group) => (
          <LocationGroup key={group.heading} heading={group.heading} locations={group.locations} now={now} />
        ))}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Locations"
        subtitle={marina?.name}
        actions={isAdmin && <HeaderLinkButton href="/add-location" icon={Plus} label="Add" />}
      />
      <PageBody className="space-y-5">{content}</PageBody>
    </>
  );
}
