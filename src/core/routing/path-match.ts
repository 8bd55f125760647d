/**
 * Client-side route matching (spec 000 section 2): literal segments match case-insensitively,
 * `:name` segments capture one non-empty segment, and one trailing slash is allowed.
 */
export type RouteParams = Record<string, string>;

function segments(path: string): string[] | null {
  if (!path.startsWith('/')) return null;
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed === '/' ? [] : trimmed.slice(1).split('/');
}

/** The captured parameters when `path` (a pathname, no query or hash) matches `pattern`, else null. */
export function matchPath(pattern: string, path: string): RouteParams | null {
  const want = segments(pattern);
  const have = segments(path);
  if (!want || !have || want.length !== have.length) return null;
  const params: RouteParams = {};
  for (const [i, part] of want.entries()) {
    const actual = have[i]!;
    if (actual === '') return null;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part.toLowerCase() !== actual.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/** The first route whose pattern matches `path`, with its parameters; null when none does. */
export function findRoute<R extends { path: string }>(
  routes: readonly R[],
  path: string,
): { route: R; params: RouteParams } | null {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return null;
}
