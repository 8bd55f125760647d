import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { findRoute, type RouteParams } from '#core/routing/path-match.ts';
import { ConnectionError } from '#web/components/connection-error.tsx';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { NotFoundPage } from '#web/components/not-found-page.tsx';
import { PageLoadBoundary } from '#web/components/page-load-boundary.tsx';
import { SignInRequired } from '#web/components/sign-in-required.tsx';
import { useAuthUser } from '#web/features/auth/api/get-auth-user.ts';
import { LandingPage } from '#web/features/landing/pages/landing-page.tsx';
import type { Namespace } from '#web/lib/i18n/catalogue-types.ts';
import { lazyWithPreload } from '#web/lib/lazy-with-preload.ts';
import type { ScreenRoute } from '#web/lib/screen-route.ts';
import { signedInHere } from '#web/lib/signed-in-hint.ts';

// Every page is its own chunk; the shell (layout, navigation, sign-in, API and query clients)
// stays in the initial one (ADR 0019). Home and sign-in belong to the shell; every other screen is
// declared by its feature, in the feature's routes.ts (ADR 0057).
const LoginPage = lazyWithPreload(() =>
  import('#web/features/auth/pages/login-page.tsx').then((m) => m.LoginPage),
);
const DashboardPage = lazyWithPreload(() =>
  import('#web/features/dashboard/pages/dashboard-page.tsx').then((m) => m.DashboardPage),
);

type AppRoute =
  /** '/': the landing page while loading (decision 0054) or signed out, else the dashboard. */
  | { path: string; access: 'home'; words?: readonly Namespace[] }
  /** Our own sign-in page. */
  | { path: string; access: 'login'; words?: undefined }
  | ScreenRoute;

const featureRoutes = import.meta.glob<readonly ScreenRoute[]>('./features/*/routes.ts', {
  eager: true,
  import: 'routes',
});

/** A path with fewer parameters first, so that a literal path is never taken for a parameter. */
const parameterCount = (route: AppRoute) => route.path.split('/:').length - 1;

/** The routes of spec 000 section 2, plus /login and the tour screens (issue 17). Matching: case-insensitive, optional trailing slash. */
export const appRoutes: readonly AppRoute[] = [
  {
    path: '/',
    access: 'home',
    words: ['landing', 'notifications', 'shifts', 'tours', 'activity', 'issues', 'meters'],
  },
  { path: '/login', access: 'login' },
  ...Object.values(featureRoutes)
    .flat()
    .sort((a, b) => parameterCount(a) - parameterCount(b)),
];

type RouteMatch = { route: AppRoute; params: RouteParams };

/** Fetches the page's chunk (and what it reads first) alongside the signed-in user rather than after it. */
function preloadRoute(
  { route, params }: RouteMatch,
  auth: Pick<ReturnType<typeof useAuthUser>, 'isError' | 'isLoading' | 'user'>,
) {
  if (route.access === 'home' && !auth.isError && (auth.isLoading || auth.user)) void DashboardPage.preload();
  if (route.access === 'login') void LoginPage.preload();
  if (route.access === 'signed-in' || route.access === 'public') {
    void route.component.preload?.();
    route.prefetch?.(params);
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
export function screenWords(path: string): readonly Namespace[] | null {
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
