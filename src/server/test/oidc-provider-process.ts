import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { OIDC_TEST_CLIENT } from './oidc-test-client.ts';

const root = resolve(import.meta.dirname, '../../..');

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

/** Starts oidc-test-provider.ts in its own process and waits until it listens. */
export async function startTestIdentityProvider(redirectUris: string[]): Promise<TestIdentityProvider> {
  const child = spawn(
    process.execPath,
    [resolve(root, 'node_modules/tsx/dist/cli.mjs'), resolve(root, 'src/server/test/oidc-test-provider.ts')],
    {
      cwd: root,
      env: { ...process.env, OIDC_TEST_REDIRECT_URIS: redirectUris.join(',') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const issuer = await new Promise<string>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`test identity provider did not start:\n${output}`)),
      30_000,
    );
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = /OIDC_TEST_PROVIDER_READY (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`test identity provider exited (${code}):\n${output}`));
    });
  });
  return { issuer, ...OIDC_TEST_CLIENT, stop: () => stop(child) };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Plays the browser at the provider: follows the authorization URL, submits the provider's
 * sign-in form with `login`, and answers the URL the provider sends the browser back to.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: URL, init: RequestInit = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  const locationOf = (response: Response, base: URL) => {
    const location = response.headers.get('location');
    if (!location) throw new Error(`expected a redirect, got ${response.status}`);
    return new URL(location, base);
  };

  const start = new URL(authorizationUrl);
  const interaction = locationOf(await send(start), start);
  const form = await (await send(interaction)).text();
  const action = /<form[^>]*action="([^"]+)"/.exec(form)?.[1];
  if (!action) throw new Error(`no sign-in form at the provider:\n${form}`);
  const submitted = await send(new URL(action.replaceAll('&amp;', '&'), interaction), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
  });
  let next = locationOf(submitted, interaction);
  // The provider resumes the authorization request, then redirects to the client.
  while (next.origin === start.origin) next = locationOf(await send(next), next);
  return next;
}
