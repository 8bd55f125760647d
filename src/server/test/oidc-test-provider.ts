/**
 * A real OpenID Connect provider (oidc-provider) for the tests, run as its own process:
 *   tsx src/server/test/oidc-test-provider.ts
 * Env: OIDC_TEST_REDIRECT_URIS (comma-separated, required), OIDC_TEST_PORT (default: a free one).
 * Prints `OIDC_TEST_PROVIDER_READY <issuer>` once it listens.
 *
 * Its development sign-in form accepts any login and password: the login is the account's email
 * (email_verified: true), or `unverified:<email>` for an account whose email is not verified.
 * Consent is granted without asking, as a company provider does for its own applications.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type OidcContext } from 'oidc-provider';
import { OIDC_TEST_CLIENT, UNVERIFIED_PREFIX } from './oidc-test-client.ts';

const redirectUris = (process.env.OIDC_TEST_REDIRECT_URIS ?? '').split(',').filter(Boolean);
if (redirectUris.length === 0) throw new Error('OIDC_TEST_REDIRECT_URIS is required');

const server = createServer();
await new Promise<void>((done) => server.listen(Number(process.env.OIDC_TEST_PORT ?? 0), '127.0.0.1', done));
const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

function claimsOf(accountId: string) {
  const unverified = accountId.startsWith(UNVERIFIED_PREFIX);
  const email = unverified ? accountId.slice(UNVERIFIED_PREFIX.length) : accountId;
  return { sub: accountId, email, email_verified: !unverified };
}

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: OIDC_TEST_CLIENT.clientId,
      client_secret: OIDC_TEST_CLIENT.clientSecret,
      redirect_uris: redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  cookies: { keys: ['oidc-test-provider-cookie-key'] },
  pkce: { required: () => true },
  findAccount: async (_ctx: unknown, accountId: string) => ({
    accountId,
    claims: async () => claimsOf(accountId),
  }),
  loadExistingGrant: async (ctx: OidcContext) => {
    const { client, session, result, provider: p } = ctx.oidc;
    const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    if (grantId) return p.Grant.find(grantId);
    const grant = new p.Grant({ clientId: client.clientId, accountId: session.accountId });
    grant.addOIDCScope('openid email');
    await grant.save();
    return grant;
  },
});
server.on('request', provider.callback());

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
console.log(`OIDC_TEST_PROVIDER_READY ${issuer}`);
