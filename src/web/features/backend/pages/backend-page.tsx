import { ChevronRight, Wrench } from 'lucide-react';
import { Link } from 'wouter';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ScreenPlaceholder } from '#web/components/screen-placeholder.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { SuperAdminOnly } from '../components/super-admin-only.tsx';

/** /backend: administration of clients, marinas and users (super_admin). */
export function BackendPage({ user }: SignedInPageProps) {
  return (
    <>
      <PageHeader title="Backend" backTo="/" />
      <PageBody>
        <SuperAdminOnly user={user}>
          <Link
            href="/backend/location-name-fixer"
            className="flex min-h-16 items-center gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-border hover:bg-muted"
          >
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <Wrench className="size-6" aria-hidden="true" />
            </span>
            <span className="flex-1 font-semibold">Location Name Fixer</span>
            <ChevronRight className="size-5 text-muted-foreground" aria-hidden="true" />
          </Link>
          <ScreenPlaceholder icon={Wrench} title="Clients, marinas and users">
            Lists and editing of clients, marinas and users will appear here.
          </ScreenPlaceholder>
        </SuperAdminOnly>
      </PageBody>
    </>
  );
}
