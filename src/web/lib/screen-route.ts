import type { ComponentType } from 'react';
import type { RouteParams } from '#core/routing/path-match.ts';
import type { Namespace } from './i18n/catalogue-types.ts';
import type { PageProps, SignedInPageProps } from './page-props.ts';

/** A page component; a lazy one (lazyWithPreload) can start downloading before it renders. */
export type Page<P> = ComponentType<P> & { preload?: () => Promise<unknown> };

/**
 * One screen of a feature, declared in the feature's `routes.ts` (routes.tsx gathers them all):
 * its path (spec 000 section 2; matching is case-insensitive, one trailing slash allowed), who may
 * open it and its page.
 */
export type ScreenRoute = (
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
  words?: readonly Namespace[];
  /** Starts what the page will read alongside its chunk, when the app opens on it (params: the path's). */
  prefetch?: (params: RouteParams) => void;
};
