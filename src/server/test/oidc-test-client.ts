/** The static client the test identity provider knows; Dockwatch is configured with it in tests. */
export const OIDC_TEST_CLIENT = {
  clientId: 'dockwatch-test',
  clientSecret: 'dockwatch-test-client-secret-not-for-production',
} as const;

/** A login typed at the test provider as `unverified:<email>` yields email_verified: false. */
export const UNVERIFIED_PREFIX = 'unverified:';
