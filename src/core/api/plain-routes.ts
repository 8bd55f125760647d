import type { RouteDefinition } from './endpoint.ts';

/**
 * Routes the catalogue does not register, declared here so the API document still names, sums up
 * and tags them, with the 4xx answers each gives (decision 0025): the browser navigations of
 * signing in and out (redirects and HTML problem pages, the OpenID Connect callback), the photo
 * routes (raw image bytes, the upload authorised by a signed token in its URL), and
 * GET /api/auth/providers, GET /api/health and GET /api/ready (no 4xx answer to document). The JSON sign-in, POST /api/auth/login, is
 * in the catalogue: its handler starts the session through registerEndpoint's `session` effect.
 */
export interface PlainRoute extends Omit<RouteDefinition, 'access'> {
  access: RouteDefinition['access'] | 'upload-token';
  errors: readonly (400 | 401 | 403 | 404 | 409 | 413 | 415 | 429)[];
}

/** Sends the browser to sign in (the web links to it for a company account). */
export const startSignInRoute: PlainRoute = {
  method: 'GET',
  path: '/api/login',
  operationId: 'startSignIn',
  summary: "Sends the browser to sign in: the sign-in page, or the company's identity provider",
  tag: 'Sign-in',
  access: 'public',
  errors: [],
};

/** Signs out (the web sends the browser there). */
export const signOutRoute: PlainRoute = {
  method: 'GET',
  path: '/api/logout',
  operationId: 'signOut',
  summary: 'Ends the session, clears the cookie and the HTTP cache, and goes home',
  tag: 'Sign-in',
  access: 'public',
  errors: [],
};

/** Which ways to sign in this server offers (the sign-in page reads it). */
export const signInProvidersRoute: PlainRoute = {
  method: 'GET',
  path: '/api/auth/providers',
  operationId: 'listSignInProviders',
  summary: 'Which ways to sign in this server offers',
  tag: 'Sign-in',
  access: 'public',
  errors: [],
};

/** Whether the process answers: for a load balancer's liveness probe (issue 19). */
export const healthRoute: PlainRoute = {
  method: 'GET',
  path: '/api/health',
  operationId: 'health',
  summary: 'The process answers (liveness)',
  tag: 'Operations',
  access: 'public',
  errors: [],
};

/** Whether this instance can serve: database, migrations, photo storage (503 naming what fails). */
export const readyRoute: PlainRoute = {
  method: 'GET',
  path: '/api/ready',
  operationId: 'ready',
  summary: 'Database reachable, migrations current, photo storage writable (readiness); 503 names what fails',
  tag: 'Operations',
  access: 'public',
  errors: [],
};

export const companySignInCallbackRoute: PlainRoute = {
  method: 'GET',
  path: '/api/callback',
  operationId: 'finishCompanySignIn',
  summary: "Finishes a sign-in with the company's identity provider and goes on",
  tag: 'Sign-in',
  access: 'public',
  errors: [400, 403, 404],
};

export const uploadPhotoRoute: PlainRoute = {
  method: 'PUT',
  path: '/img/:guid',
  operationId: 'uploadPhoto',
  summary: 'Stores a photo (JPEG, PNG, WebP or HEIC bytes) under the signed upload URL',
  tag: 'Photos',
  access: 'upload-token',
  errors: [400, 403, 409, 413, 415],
};

export const photoRoute: PlainRoute = {
  method: 'GET',
  path: '/img/:guid',
  operationId: 'getPhoto',
  summary: "A photo of the signed-in user's client",
  tag: 'Photos',
  access: 'signed-in',
  errors: [400, 401, 404],
};

export const plainRoutes: readonly PlainRoute[] = [
  startSignInRoute,
  signOutRoute,
  signInProvidersRoute,
  healthRoute,
  readyRoute,
  companySignInCallbackRoute,
  uploadPhotoRoute,
  photoRoute,
];
