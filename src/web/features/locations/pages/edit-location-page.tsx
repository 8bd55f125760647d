import { useTranslation } from 'react-i18next';
import { hasAdminRole } from '#core/auth/permissions.ts';
import { isLocationMissing } from '#core/check-in/check-in.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { useLocation } from '../api/get-location.ts';
import { AdminOnly } from '../components/admin-only.tsx';
import { EditLocationForm } from '../components/edit-location-form.tsx';
import { LocationLoadError, LocationLoading, LocationNotFound } from '../components/location-states.tsx';

/** /edit-location/{guid}: the location's details, its children, and delete. Admins only. */
export function EditLocationPage({ params, user }: SignedInPageProps) {
  const { t } = useTranslation('locations');
  if (!hasAdminRole(user.permissions)) return <AdminOnly title={t('form.editTitle')} backTo="/locations" />;
  return <EditLocationLoader guid={params.guid ?? ''} clientId={user.clientId} />;
}

function EditLocationLoader({ guid, clientId }: { guid: string; clientId: string }) {
  const location = useLocation(guid);
  const { t } = useTranslation('locations');
  const TITLE = t('form.editTitle');
  if (location.isLoading) return <LocationLoading title={TITLE} />;
  if (location.isError) {
    if (location.error instanceof ApiError && isLocationMissing(location.error.status)) {
      return <LocationNotFound header={TITLE} title={t('states.notFoundLower')} />;
    }
    return (
      <LocationLoadError
        header={TITLE}
        message={errorMessage(location.error)}
        onRetry={() => void location.refetch()}
      />
    );
  }
  if (!location.data) return <LocationNotFound header={TITLE} title={t('states.notFoundLower')} />;
  return <EditLocationForm key={location.data.guid} location={location.data} clientId={clientId} />;
}
