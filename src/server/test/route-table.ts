import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Every route Fastify's router holds for a method, with its full path, read from the router's own
 * tree (printRoutes, one method at a time so that parameter names are unambiguous). A node printed
 * as ':a|:b' (two parameter names at one position) is resolved with app.hasRoute.
 */
function routesOf(app: FastifyInstance, method: (typeof METHODS)[number]): RegisteredRoute[] {
  const tree = app.printRoutes({ method: method as HTTPMethods, commonPrefix: false });
  const stack: string[] = [];
  const found: RegisteredRoute[] = [];
  for (const line of tree.split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    if (!match[3]) continue;
    const candidates = expand(stack);
    // A wildcard route ('/x/*') is printed as it was registered; hasRoute does not know it by that name.
    const urls = candidates.filter((url) => url.endsWith('*') || app.hasRoute({ method, url }));
    if (urls.length === 0) throw new Error(`route table: cannot resolve ${method} ${stack.join('')}`);
    for (const url of urls) found.push({ method, url });
  }
  return found;
}

/** ['/a', '/:x|:y/b'] -> ['/a/:x/b', '/a/:y/b']. */
function expand(segments: string[]): string[] {
  let urls = [''];
  for (const segment of segments) {
    const alternatives = segment.match(/^(.*?)((?::\w+\|)+:\w+)(.*)$/);
    const choices = alternatives
      ? alternatives[2]!.split('|').map((name) => alternatives[1]! + name + alternatives[3]!)
      : [segment];
    urls = urls.flatMap((prefix) => choices.map((choice) => prefix + choice));
  }
  return urls;
}

/** The API surface: /api and /img routes, without HEAD (Fastify adds it to every GET) and the OpenAPI page. */
export function registeredApiRoutes(app: FastifyInstance): RegisteredRoute[] {
  return METHODS.flatMap((method) => routesOf(app, method)).filter(
    (r) => (r.url.startsWith('/api/') || r.url.startsWith('/img/')) && !r.url.startsWith('/api/docs'),
  );
}

export const routeKey = (r: RegisteredRoute) => `${r.method} ${r.url}`;
