import { useTranslation } from 'react-i18next';
import { PageBody } from '#web/components/page-body.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { NotificationBell } from '#web/features/notifications/index.ts';
import { ShiftPanel } from '#web/features/shifts/index.ts';
import { GuardTourCard, useTourCardSettled } from '#web/features/tours/index.ts';
import type { SignedInPageProps } from '#web/lib/page-props.ts';
import { CurrentMarinaCard } from '../components/current-marina-card.tsx';
import { RecentActivity } from '../components/recent-activity.tsx';
import { UserMenu } from '../components/user-menu.tsx';

/** Home for a signed-in user (spec 000 section 2, Dashboard). */
export function DashboardPage({ user }: SignedInPageProps) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <>
            <NotificationBell />
            <UserMenu user={user} />
          </>
        }
      />
      <PageBody>
        <CurrentMarinaCard />
        <ShiftPanel />
        <GuardTourCard />
        <RecentActivityBelowTourCard />
      </PageBody>
    </>
  );
}

/**
 * Mounted at once (its list loads alongside), shown once the tour card above has its size. Its own
 * component: each answer of the tour card's queries then redraws this, not the whole dashboard.
 */
function RecentActivityBelowTourCard() {
  const tourCardSettled = useTourCardSettled();
  return <RecentActivity hidden={!tourCardSettled} />;
}
