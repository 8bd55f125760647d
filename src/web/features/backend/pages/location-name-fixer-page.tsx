import { useTranslation } from 'react-i18next';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ListError, ListSkeleton } from '#web/components/ui/list-states.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { useBackendMarinas } from '../api/get-backend-marinas.ts';
import { useClients } from '../api/get-clients.ts';
import { NameFixer } from '../components/name-fixer.tsx';
import { SuperAdminOnly } from '../components/super-admin-only.tsx';

function NameFixerLoader() {
  const { t } = useTranslation(['backend', 'common']);
  const clients = useClients();
  const marinas = useBackendMarinas();
  if (clients.isLoading || marinas.isLoading)
    return <ListSkeleton rows={3} className="h-44" label={t('common:loading')} />;
  if (!clients.data || !marinas.data) {
    return (
      <ListError
        title={t('fixer.loadFailed')}
        onRetry={() => {
          void clients.refetch();
          void marinas.refetch();
        }}
      />
    );
  }
  return <NameFixer clients={clients.data} marinas={marinas.data} />;
}

/** /backend/location-name-fixer: bulk renaming of locations (super_admin). */
export function LocationNameFixerPage({ user }: SignedInPageProps) {
  const { t } = useTranslation('backend');
  return (
    <>
      <PageHeader title={t('fixer.title')} subtitle={t('fixer.subtitle')} backTo="/backend" />
      <PageBody>
        <SuperAdminOnly user={user}>
          <NameFixerLoader />
        </SuperAdminOnly>
      </PageBody>
    </>
  );
}
