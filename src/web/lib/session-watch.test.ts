import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Issue 30 items 14 and 17: what a 401, a 403 and the app coming to the front do. */

const USER = { guid: '7d3c8a52-36a4-4f0e-9b7a-1c2d3e4f5a6b', marinas: [] };

function mapStorage(store = new Map<string, string>()) {
  return {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
}

/** A stand-in browser at `path`: location, session storage, and the document's listeners. */
function fakeBrowser(path: string) {
  const listeners = new Map<string, () => void>();
  const location = { pathname: path, search: '', hash: '', href: `https://dockwatch.example${path}` };
  vi.stubGlobal('window', { location, sessionStorage: mapStorage() });
  vi.stubGlobal('document', {
    visibilityState: 'visible',
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  });
  return { location, comeToFront: () => listeners.get('visibilitychange')?.() };
}

/** Fresh modules (their handlers and timers are module state) and a client holding a signed-in user. */
async function started(path: string, askUser: () => Promise<unknown> = async () => USER) {
  const browser = fakeBrowser(path);
  vi.resetModules();
  const { watchSession } = await import('./session-watch.ts');
  const events = await import('./session-events.ts');
  const { authUserQueryKey } = await import('./signed-in-user.ts');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryDefaults(authUserQueryKey, { queryFn: askUser });
  watchSession(queryClient, (p) => p === '/locations');
  queryClient.setQueryData(authUserQueryKey, USER);
  const user = () => queryClient.getQueryData(authUserQueryKey);
  return { ...browser, ...events, queryClient, user };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('watchSession', () => {
  it('signs the user out in the cache on a signed-in page, so the page says so before leaving', async () => {
    const app = await started('/locations');
    app.sessionEnded();
    expect(app.user()).toBeNull();
    expect(app.location.href).toBe('https://dockwatch.example/locations');
  });

  it('keeps the page saying so when several calls answer 401 together', async () => {
    const app = await started('/locations');
    app.sessionEnded();
    app.sessionEnded();
    expect(app.user()).toBeNull();
    expect(app.location.href).toBe('https://dockwatch.example/locations');
  });

  it('starts the sign-in flow at once elsewhere', async () => {
    const app = await started('/');
    app.sessionEnded();
    expect(app.location.href).toBe('/api/login');
  });

  it('asks for the user again, once, on refusals and when the app comes to the front', async () => {
    let asked = 0;
    const app = await started('/locations', async () => {
      asked += 1;
      return { ...USER, marinas: [] };
    });
    app.accessRefused();
    app.accessRefused();
    app.comeToFront();
    await vi.waitFor(() => expect(asked).toBe(1));
    await vi.waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    app.accessRefused();
    await vi.waitFor(() => expect(asked).toBe(2));
  });

  it('does not ask while signed out', async () => {
    let asked = 0;
    const app = await started('/', async () => {
      asked += 1;
      return null;
    });
    app.queryClient.setQueryData(['/api/auth/user'], null);
    app.accessRefused();
    app.comeToFront();
    expect(app.queryClient.isFetching()).toBe(0);
    expect(asked).toBe(0);
  });
});
