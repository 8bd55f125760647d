import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import type { RouteParams } from '#core/routing/path-match.ts';

/** What routes.tsx hands every page: the route's parameters. */
export interface PageProps {
  params: RouteParams;
}

/** Signed-in-only pages also get the signed-in user. */
export interface SignedInPageProps extends PageProps {
  user: AuthUser;
}
