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

  it('does not overwrite a saved address', async () => {
    const win = fakeWindow('/issues');
    win.store.set('auth_return_url', '/locations');
    vi.stubGlobal('window', win);
    const { startLoginRedirect } = await freshModule();
    startLoginRedirect();
    expect(win.store.get('auth_return_url')).toBe('/locations');
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
    vi.stubGlobal('window', win);
    const { takeReturnAddress } = await freshModule();
    expect(takeReturnAddress()).toBe('/location/abc#checked');
    expect(win.store.has('auth_return_url')).toBe(false);
    expect(takeReturnAddress()).toBeNull();
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
