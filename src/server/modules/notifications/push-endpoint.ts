/**
 * The push services the server sends to (issue 33): the browsers' own, over HTTPS on the usual
 * port, and the origins PUSH_ALLOWED_ORIGINS adds. A subscription's endpoint is an address the
 * browser chose; without this list the server would make requests to any address a user names.
 */
const KNOWN_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/, // Chrome, Edge and Samsung Internet on Android; Chrome on desktops
  /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/, // Firefox
  /^([a-z0-9-]+\.)*push\.apple\.com$/, // Safari, and home-screen apps on iPhone
  /^([a-z0-9-]+\.)*notify\.windows\.com$/, // Edge on Windows
];

export function isAllowedPushEndpoint(endpoint: string, allowedOrigins: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (allowedOrigins.includes(url.origin)) return true;
  return url.port === '' && KNOWN_HOSTS.some((host) => host.test(url.hostname));
}

export const UNKNOWN_PUSH_SERVICE =
  "body.endpoint: is not a known push service (Google's, Mozilla's, Apple's or Microsoft's)";
