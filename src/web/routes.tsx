import { type ComponentType, Suspense } from 'react';
import { useLocation } from 'wouter';
import { findRoute, type RouteParams } from '#core/routing/path-match.ts';
import { ConnectionError } from '#web/components/connection-error.tsx';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { NotFoundPage } from '#web/components/not-found-page.tsx';
import { PageLoadBoundary } from '#web/components/page-load-boundary.tsx';
import { SignInRequired } from '#web/components/sign-in-required.tsx';
import { useAuthUser } from '#web/features/auth/api/get-auth-user.ts';
import { checkInLocationQueryOptions } from '#web/features/check-in/api/get-check-in-location.ts';
import { LandingPage } from '#web/features/landing/pages/landing-page.tsx';
import { lazyWithPreload } from '#web/lib/lazy-with-preload.ts';
import type { PageProps, SignedInPageProps } from '#web/lib/page-props.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { signedInHere } from '#web/lib/signed-in-hint.ts';

// Every page is its own chunk; the shell (layout, navigation, sign-in, API and query clients)
// stays in the initial one (ADR 0019).
const LoginPage = lazyWithPreload(() =>
  import('#web/features/auth/pages/login-page.tsx').then((m) => m.LoginPage),
);
const SetPasswordPage = lazyWithPreload(() =>
  import('#web/features/account/pages/set-password-page.tsx').then((m) => m.SetPasswordPage),
);
const ActivityPage = lazyWithPreload(() =>
  import('#web/features/activity/pages/activity-page.tsx').then((m) => m.ActivityPage),
);
const BackendPage = lazyWithPreload(() =>
  import('#web/features/backend/pages/backend-page.tsx').then((m) => m.BackendPage),
);
const LocationNameFixerPage = lazyWithPreload(() =>
  import('#web/features/backend/pages/location-name-fixer-page.tsx').then((m) => m.LocationNameFixerPage),
);
const CheckInPage = lazyWithPreload(() =>
  import('#web/features/check-in/pages/check-in-page.tsx').then((m) => m.CheckInPage),
);
const ChecklistInstancePage = lazyWithPreload(() =>
  import('#web/features/checklists/pages/checklist-instance-page.tsx').then((m) => m.ChecklistInstancePage),
);
const ChecklistsPage = lazyWithPreload(() =>
  import('#web/features/checklists/pages/checklists-page.tsx').then((m) => m.ChecklistsPage),
);
const DashboardPage = lazyWithPreload(() =>
  import('#web/features/dashboard/pages/dashboard-page.tsx').then((m) => m.DashboardPage),
);
const IssuesPage = lazyWithPreload(() =>
  import('#web/features/issues/pages/issues-page.tsx').then((m) => m.IssuesPage),
);
const AddLocationPage = lazyWithPreload(() =>
  import('#web/features/locations/pages/add-location-page.tsx').then((m) => m.AddLocationPage),
);
const EditLocationPage = lazyWithPreload(() =>
  import('#web/features/locations/pages/edit-location-page.tsx').then((m) => m.EditLocationPage),
);
const LocationDetailPage = lazyWithPreload(() =>
  import('#web/features/locations/pages/location-detail-page.tsx').then((m) => m.LocationDetailPage),
);
const LocationsPage = lazyWithPreload(() =>
  import('#web/features/locations/pages/locations-page.tsx').then((m) => m.LocationsPage),
);
const MarinaSettingsPage = lazyWithPreload(() =>
  import('#web/features/marinas/pages/marina-settings-page.tsx').then((m) => m.MarinaSettingsPage),
);
const MeterReadsPage = lazyWithPreload(() =>
  import('#web/features/meters/pages/meter-reads-page.tsx').then((m) => m.MeterReadsPage),
);
const RecordMeterPage = lazyWithPreload(() =>
  import('#web/features/meters/pages/record-meter-page.tsx').then((m) => m.RecordMeterPage),
);
const LabelsPage = lazyWithPreload(() =>
  import('#web/features/patrol/pages/labels-page.tsx').then((m) => m.LabelsPage),
);
const ScanPage = lazyWithPreload(() =>
  import('#web/features/patrol/pages/scan-page.tsx').then((m) => m.ScanPage),
);
const TourRunPage = lazyWithPreload(() =>
  import('#web/features/tours/runs/pages/tour-run-page.tsx').then((m) => m.TourRunPage),
);
const TourExceptionsPage = lazyWithPreload(() =>
  import('#web/features/tours/reports/pages/tour-exceptions-page.tsx').then((m) => m.TourExceptionsPage),
);
const ShiftSummaryPage = lazyWithPreload(() =>
  import('#web/features/shifts/pages/shift-summary-page.tsx').then((m) => m.ShiftSummaryPage),
);

type AppRoute =
  /** '/': the landing page while loading (decision 0054) or signed out, else the dashboard. */
  (
    | { path: string; access: 'home' }
    /** Our own sign-in page. */
    | { path: string; access: 'login' }
    | { path: string; access: 'signed-in'; component: Page<SignedInPageProps> }
    | { path: string; access: 'public'; component: Page<PageProps> }
  ) & {
    /**
     * The catalogue's namespaces the screen's first draw asks for (beyond the frame's). Fetched
     * with its chunk when the app opens on it; the rest of the catalogue waits until the screen
     * has its data. A screen without the list has the whole catalogue fetched at once instead.
     * Each component asking for a namespace not yet there suspends the screen, and the next one
     * is only asked for once that one has come: one round trip each.
     */
    words?: readonly string[];
  };

/** A page component; a lazy one can start downloading before it renders. */
type Page<P> = ComponentType<P> & { preload?: () => Promise<unknown> };

/** The routes of spec 000 section 2, plus /login and the tour screens (issue 17). Matching: case-insensitive, optional trailing slash. */
export const appRoutes: readonly AppRoute[] = [
  {
    path: '/',
    access: 'home',
    words: ['landing', 'notifications', 'shifts', 'tours', 'activity', 'issues', 'meters'],
  },
  { path: '/login', access: 'login' },
  { path: '/locations', access: 'signed-in', component: LocationsPage, words: ['locations'] },
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
  { path: '/tour-runs/:guid', access: 'signed-in', component: TourRunPage },
  { path: '/tour-exceptions', access: 'signed-in', component: TourExceptionsPage },
  { path: '/set-password', access: 'public', component: SetPasswordPage },
  {
    path: '/check-in/:guid',
    access: 'public',
    component: CheckInPage,
    words: ['checkIn', 'locations', 'issues', 'activity', 'tours', 'meters'],
  },
  { path: '/record-meter/:locationGuid/:meterType', access: 'public', component: RecordMeterPage },
];

type RouteMatch = { route: AppRoute; params: RouteParams };

/** Fetches the page's chunk (and a scanned tag's location) alongside the signed-in user rather than after it. */
function preloadRoute(
  { route, params }: RouteMatch,
  auth: Pick<ReturnType<typeof useAuthUser>, 'isError' | 'isLoading' | 'user'>,
) {
  if (route.access === 'home' && !auth.isError && (auth.isLoading || auth.user)) void DashboardPage.preload();
  if (route.access === 'login') void LoginPage.preload();
  if (route.access === 'signed-in' || route.access === 'public') void route.component.preload?.();
  // A scanned tag opens the app cold: ask for its location alongside the page's chunk rather than
  // once the chunk has loaded and rendered (the page's own query then finds the answer).
  if (route.path === '/check-in/:guid' && params.guid) {
    const tag = checkInLocationQueryOptions(params.guid);
    if (!queryClient.getQueryState(tag.queryKey)) void queryClient.prefetchQuery(tag);
  }
}

/** At start, before the catalogue and the first render: what the screen at `path` will wait for. */
export function preloadScreen(path: string): void {
  const match = findRoute(appRoutes, path);
  if (match) preloadRoute(match, { isError: false, isLoading: true, user: null });
}

/** Whether `path` is the home route (the dashboard once signed in). */
export const isHomePath = (path: string): boolean => findRoute(appRoutes, path)?.route.access === 'home';

/** Whether the screen at `path` is for signed-in users only (a 401 there shows SignInRequired). */
export const isSignedInPath = (path: string): boolean =>
  findRoute(appRoutes, path)?.route.access === 'signed-in';

/** The namespaces the screen at `path` first asks for; null when not listed (see `words`). */
export function screenWords(path: string): readonly string[] | null {
  return findRoute(appRoutes, path)?.route.words ?? null;
}

export function AppRoutes() {
  const [path] = useLocation();
  const auth = useAuthUser();
  const match = findRoute(appRoutes, path);
  if (!match) return <NotFoundPage />;

  preloadRoute(match, auth);

  return (
    <PageLoadBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <RoutePage match={match} auth={auth} />
      </Suspense>
    </PageLoadBoundary>
  );
}

function RoutePage({
  match: { route, params },
  auth,
}: {
  match: RouteMatch;
  auth: ReturnType<typeof useAuthUser>;
}) {
  // A new key per address: moving from one location to another starts the page afresh.
  const key = `${route.path}:${JSON.stringify(params)}`;
  switch (route.access) {
    case 'login':
      return <LoginPage />;
    case 'home':
      // While loading, the landing page (spec 000 section 2), except where the server's hint cookie
      // says a session was set: that guard would see it flash before the dashboard (decision 0054).
      if (auth.isLoading) return signedInHere() ? <LoadingScreen /> : <LandingPage />;
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
