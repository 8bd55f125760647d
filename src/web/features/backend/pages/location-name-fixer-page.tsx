import { Replace } from 'lucide-react';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ScreenPlaceholder } from '#web/components/screen-placeholder.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { SuperAdminOnly } from '../components/super-admin-only.tsx';

/** /backend/location-name-fixer: bulk renaming of locations (super_admin). */
export function LocationNameFixerPage({ user }: SignedInPageProps) {
  return (
    <>
      <PageHeader title="Location Name Fixer" backTo="/backend" />
      <PageBody>
        <SuperAdminOnly user={user}>
          <ScreenPlaceholder icon={Replace} title="Search and replace location names">
            Pick a client and a marina, then preview and commit new names here.
          </ScreenPlaceholder>
        </SuperAdminOnly>
      </PageBody>
    </>
  );
}
