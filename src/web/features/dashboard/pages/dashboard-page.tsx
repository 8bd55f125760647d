import { Anchor, MapPin } from 'lucide-react';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ScreenPlaceholder } from '#web/components/screen-placeholder.tsx';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { UserMenu } from '../components/user-menu.tsx';

/** Home for a signed-in user (spec 000 section 2, Dashboard). */
export function DashboardPage({ user }: SignedInPageProps) {
  const { marina } = useCurrentMarina();
  return (
    <>
      <PageHeader title="Dashboard" actions={<UserMenu user={user} />} />
      <PageBody>
        <section className="flex items-center gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-border">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <MapPin className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="font-medium text-muted-foreground text-sm">Current marina</p>
            {marina ? (
              <>
                <p className="truncate font-bold text-lg leading-tight" data-testid="current-marina">
                  {marina.name}
                </p>
                {marina.location && (
                  <p className="truncate text-muted-foreground text-sm">{marina.location}</p>
                )}
              </>
            ) : (
              <p className="font-semibold">No marina assigned yet. Ask your administrator for access.</p>
            )}
          </div>
        </section>
        <ScreenPlaceholder icon={Anchor} title="Shifts and recent activity">
          Your shift and the latest activity at this marina will appear here.
        </ScreenPlaceholder>
      </PageBody>
    </>
  );
}
