/**
 * For e2e/oidc.e2e.ts only: a second Dockwatch server (fresh data, demo tenant) configured with
 * the test OpenID Connect provider, which runs in its own process. The shared global-setup server
 * stays as it is, without OIDC.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestIdentityProvider } from '#server/test/oidc-provider-process.ts';
import { type AppServer, freePort, startAppServer } from '../../scripts/support/app-server.ts';
import { parseDemoLogins } from './global-setup.ts';
import type { DemoLogin, DemoRole } from './provided.ts';

export interface OidcDockwatch {
  baseUrl: string;
  logins: Record<DemoRole, DemoLogin>;
  stop(): Promise<void>;
}

/** Uses the dist/web the global setup has just built. */
export async function startDockwatchWithOidc(): Promise<OidcDockwatch> {
  const port = await freePort();
  const provider = await startTestIdentityProvider([`http://127.0.0.1:${port}/api/callback`]);
  let server: AppServer;
  try {
    server = await startAppServer({
      label: 'e2e-oidc',
      port,
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
      },
    });
  } catch (error) {
    await provider.stop();
    throw error;
  }
  const stop = async () => {
    await server.stop();
    await provider.stop();
  };
  const logins = parseDemoLogins(readFileSync(join(server.dataDir, 'demo-logins.txt'), 'utf8'));
  return { baseUrl: server.baseUrl, logins, stop };
}
