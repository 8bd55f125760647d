import * as client from 'openid-client';
import type { OidcConfig } from '#server/config.ts';

export interface AuthorizationStart {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface VerifiedIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
}

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/**
 * The company identity provider through openid-client. Discovery happens at the first sign-in
 * (the app starts even when the provider is down) and is kept; a failed discovery is retried
 * at the next sign-in.
 */
export function createOidcClient(settings: OidcConfig) {
  let discovered: Promise<client.Configuration> | undefined;

  async function discover(): Promise<client.Configuration> {
    const issuer = new URL(settings.issuer);
    // Config allows plain http only for an issuer on this machine (tests, local trials).
    const execute = issuer.protocol === 'http:' && isLoopback(issuer) ? [client.allowInsecureRequests] : [];
    const found = await client.discovery(issuer, settings.clientId, undefined, undefined, { execute });
    // The provider's preferred way to send the secret; OpenID Connect's default is HTTP Basic.
    const methods = found.serverMetadata().token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    const auth = methods.includes('client_secret_basic')
      ? client.ClientSecretBasic(settings.clientSecret)
      : client.ClientSecretPost(settings.clientSecret);
    const configuration = new client.Configuration(
      found.serverMetadata(),
      settings.clientId,
      undefined,
      auth,
    );
    for (const run of execute) run(configuration);
    return configuration;
  }

  function configuration(): Promise<client.Configuration> {
    discovered ??= discover().catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  }

  return {
    /** Where to send the browser, with fresh state, nonce and PKCE verifier to keep. */
    async start(redirectUri: string): Promise<AuthorizationStart> {
      const config = await configuration();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email',
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, state, nonce, codeVerifier };
    },

    /** Checks the provider's answer (state, code with PKCE, ID token with nonce) and reads the email. */
    async finish(
      callbackUrl: URL,
      checks: { state: string; nonce: string; codeVerifier: string },
    ): Promise<VerifiedIdentity> {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the provider sent no ID token');
      // Many providers put email only in the userinfo answer when an access token is issued.
      const source =
        typeof idToken.email === 'string'
          ? idToken
          : await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
      return {
        subject: idToken.sub,
        email: typeof source.email === 'string' ? source.email : undefined,
        emailVerified: source.email_verified === true,
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
