import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's window: location and session storage. */
function fakeWindow(address: string, { storageFails = false } = {}) {
  const url = new URL(address, 'https://dockwatch.example');
  const store = new Map<string, string>();
  const sessionStorage = {
    getItem: (key: string) => {
      if (storageFails) throw new Error('storage disabled');
      return store.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (storageFails) throw new Error('storage disabled');
      store.set(key, value);
    },
    removeItem: (key: string) => store.delete(key),
  };
  const location = { pathname: url.pathname, search: url.search, hash: url.hash, href: url.href };
  return { location, sessionStorage, store };
}

async function freshModule() {
  vi.resetModules();
  return import('./auth-redirect.ts');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // The unit tier shares modules between files (isolate: false): a later file must not import the
  // instance a test left signing out (api-client.ts then refuses every request).
  vi.resetModules();
});

describe('startLoginRedirect', () => {
  it('saves path, query and hash and goes to /api/login', async () => {
    const win = fakeWindow('/locations?x=1#top');
    vi.stubGlobal('window', win);
    const { startLoginRedirect } = await freshModule();
    startLoginRedirect();
    expect(win.store.get('auth_return_url')).toBe('/locations?x=1#top');
    expect(win.location.href).toBe('/api/login');
  });

  it('does not overwrite a recently saved address', async () => {
    const win = fakeWindow('/issues');
    win.store.set('auth_return_url', '/locations');
    win.store.set('auth_return_url_saved_at', String(Date.now() - 9 * 60_000));
    vi.stubGlobal('window', win);
    const { startLoginRedirect } = await freshModule();
    startLoginRedirect();
    expect(win.store.get('auth_return_url')).toBe('/locations');
  });

  it('replaces an address saved ten minutes ago or more, or at an unknown time', async () => {
    for (const savedAt of [String(Date.now() - 10 * 60_000), null, 'soon']) {
      const win = fakeWindow('/check-in/b');
      win.store.set('auth_return_url', '/check-in/a');
      if (savedAt !== null) win.store.set('auth_return_url_saved_at', savedAt);
      vi.stubGlobal('window', win);
      const { startLoginRedirect } = await freshModule();
      startLoginRedirect();
      expect(win.store.get('auth_return_url')).toBe('/check-in/b');
      expect(win.store.get('auth_return_url_saved_at')).toBe(String(Date.now()));
    }
  });

  it('does not save the login path', async () => {
    const win = fakeWindow('/login');
    vi.stubGlobal('window', win);
    const { startLoginRedirect } = await freshModule();
    startLoginRedirect();
    expect(win.store.has('auth_return_url')).toBe(false);
    expect(win.location.href).toBe('/api/login');
  });

  it('suppresses repeat redirects for one second', async () => {
    const win = fakeWindow('/issues');
    vi.stubGlobal('window', win);
    const { startLoginRedirect } = await freshModule();
    startLoginRedirect();
    win.location.href = '/issues';
    vi.advanceTimersByTime(999);
    startLoginRedirect();
    expect(win.location.href).toBe('/issues');
    vi.advanceTimersByTime(1);
    startLoginRedirect();
    expect(win.location.href).toBe('/api/login');
  });

  it('only warns when storage fails, and still redirects', async () => {
    const win = fakeWindow('/issues', { storageFails: true });
    vi.stubGlobal('window', win);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { startLoginRedirect } = await freshModule();
    startLoginRedirect();
    expect(warn).toHaveBeenCalled();
    expect(win.location.href).toBe('/api/login');
  });
});

describe('takeReturnAddress', () => {
  it('reads and removes the saved address', async () => {
    const win = fakeWindow('/login');
    win.store.set('auth_return_url', '/location/abc#checked');
    win.store.set('auth_return_url_saved_at', String(Date.now() - 60_000));
    vi.stubGlobal('window', win);
    const { takeReturnAddress } = await freshModule();
    expect(takeReturnAddress()).toBe('/location/abc#checked');
    expect(win.store.has('auth_return_url')).toBe(false);
    expect(win.store.has('auth_return_url_saved_at')).toBe(false);
    expect(takeReturnAddress()).toBeNull();
  });

  it('does not replay an old address: a check-in scanned long before the sign-in', async () => {
    const win = fakeWindow('/login');
    win.store.set('auth_return_url', '/check-in/a');
    win.store.set('auth_return_url_saved_at', String(Date.now() - 2 * 3600_000));
    vi.stubGlobal('window', win);
    const { hasReturnAddress, takeReturnAddress } = await freshModule();
    expect(hasReturnAddress()).toBe(false);
    expect(takeReturnAddress()).toBeNull();
    expect(win.store.size).toBe(0);
  });

  it('discards an invalid stored value', async () => {
    const win = fakeWindow('/login');
    win.store.set('auth_return_url', '//evil.example');
    vi.stubGlobal('window', win);
    const { takeReturnAddress } = await freshModule();
    expect(takeReturnAddress()).toBeNull();
    expect(win.store.has('auth_return_url')).toBe(false);
  });
});

describe('leavingToSignOut', () => {
  it('keeps a late 401 from turning the sign-out into a sign-in', async () => {
    const win = fakeWindow('/');
    vi.stubGlobal('window', win);
    const { leavingToSignOut, startLoginRedirect } = await freshModule();
    leavingToSignOut();
    win.location.href = '/api/logout';
    startLoginRedirect();
    expect(win.location.href).toBe('/api/logout');
    expect(win.store.has('auth_return_url')).toBe(false);
  });
});
