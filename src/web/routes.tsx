import type { ComponentType } from 'react';
import { useLocation } from 'wouter';
import { findRoute } from '#core/routing/path-match.ts';
import { ConnectionError } from '#web/components/connection-error.tsx';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { NotFoundPage } from '#web/components/not-found-page.tsx';
import { SignInRequired } from '#web/components/sign-in-required.tsx';
import { SetPasswordPage } from '#web/features/account/pages/set-password-page.tsx';
import { ActivityPage } from '#web/features/activity/pages/activity-page.tsx';
import { useAuthUser } from '#web/features/auth/api/get-auth-user.ts';
import { LoginPage } from '#web/features/auth/pages/login-page.tsx';
import { BackendPage } from '#web/features/backend/pages/backend-page.tsx';
import { LocationNameFixerPage } from '#web/features/backend/pages/location-name-fixer-page.tsx';
import { CheckInPage } from '#web/features/check-in/pages/check-in-page.tsx';
import { ChecklistInstancePage } from '#web/features/checklists/pages/checklist-instance-page.tsx';
import { ChecklistsPage } from '#web/features/checklists/pages/checklists-page.tsx';
import { DashboardPage } from '#web/features/dashboard/pages/dashboard-page.tsx';
import { IssuesPage } from '#web/features/issues/pages/issues-page.tsx';
import { LandingPage } from '#web/features/landing/pages/landing-page.tsx';
import { AddLocationPage } from '#web/features/locations/pages/add-location-page.tsx';
import { EditLocationPage } from '#web/features/locations/pages/edit-location-page.tsx';
import { LocationDetailPage } from '#web/features/locations/pages/location-detail-page.tsx';
import { LocationsPage } from '#web/features/locations/pages/locations-page.tsx';
import { MarinaSettingsPage } from '#web/features/marina-settings/pages/marina-settings-page.tsx';
import { MeterReadsPage } from '#web/features/meters/pages/meter-reads-page.tsx';
import { RecordMeterPage } from '#web/features/meters/pages/record-meter-page.tsx';
import { LabelsPage } from '#web/features/patrol/pages/labels-page.tsx';
import { ScanPage } from '#web/features/patrol/pages/scan-page.tsx';
import { ShiftSummaryPage } from '#web/features/shifts/pages/shift-summary-page.tsx';
import type { PageProps, SignedInPageProps } from '#web/lib/page-props.ts';

type AppRoute =
  /** '/': the landing page while loading or signed out, else the dashboard. */
  | { path: string; access: 'home' }
  /** Our own sign-in page. */
  | { path: string; access: 'login' }
  | { path: string; access: 'signed-in'; component: ComponentType<SignedInPageProps> }
  | { path: string; access: 'public'; component: ComponentType<PageProps> };

/** The routes of spec 000 section 2, plus /login. Matching: case-insensitive, optional trailing slash. */
export const appRoutes: readonly AppRoute[] = [
  { path: '/', access: 'home' },
  { path: '/login', access: 'login' },
  { path: '/locations', access: 'signed-in', component: LocationsPage },
  { path: '/location/:guid', access: 'signed-in', component: LocationDetailPage },
  { path: '/edit-location/:guid', access: 'signed-in', component: EditLocationPage },
  { path: '/add-location', access: 'signed-in', component: AddLocationPage },
  { path: '/activity', access: 'signed-in', component: ActivityPage },
  { path: '/shift-summary', access: 'signed-in', component: ShiftSummaryPage },
  { path: '/checklists', access: 'signed-in', component: ChecklistsPage },
  { path: '/checklists/:guid', access: 'signed-in', component: ChecklistInstancePage },
  { path: '/issues', access: 'signed-in', component: IssuesPage },
  { path: '/meter-reads', access: 'signed-in', component: MeterReadsPage },
  { path: '/backend', access: 'signed-in', component: BackendPage },
  { path: '/backend/location-name-fixer', access: 'signed-in', component: LocationNameFixerPage },
  { path: '/marina-settings', access: 'signed-in', component: MarinaSettingsPage },
  { path: '/labels', access: 'signed-in', component: LabelsPage },
  { path: '/scan', access: 'signed-in', component: ScanPage },
  { path: '/set-password', access: 'public', component: SetPasswordPage },
  { path: '/check-in/:guid', access: 'public', component: CheckInPage },
  { path: '/record-meter/:locationGuid/:meterType', access: 'public', component: RecordMeterPage },
];

export function AppRoutes() {
  const [path] = useLocation();
  const auth = useAuthUser();
  const match = findRoute(appRoutes, path);
  if (!match) return <NotFoundPage />;

  const { route, params } = match;
  // A new key per address: moving from one location to another starts the page afresh.
  const key = `${route.path}:${JSON.stringify(params)}`;
  switch (route.access) {
    case 'login':
      return <LoginPage />;
    case 'home':
      return auth.user ? <DashboardPage user={auth.user} params={params} /> : <LandingPage />;
    case 'public':
      return <route.component key={key} params={params} />;
    case 'signed-in':
      if (auth.isLoading) return <LoadingScreen />;
      if (auth.user) return <route.component key={key} user={auth.user} params={params} />;
      if (auth.isError) return <ConnectionError onRetry={() => void auth.refetch()} />;
      return <SignInRequired />;
  }
}
