/**
 * A phone for the unit tests of the offline queue (ADR 0021): the real modules of
 * src/web/lib/offline run in Node against a real Dockwatch server listening on a port. Only what
 * Node lacks of a browser is stood in for: IndexedDB (fake-indexeddb, one database per phone, so
 * reopening the app finds the queue it left), navigator.onLine, window.location for the sign-in
 * redirect, BroadcastChannel (closed with the phone), and fetch's same-origin behaviour (relative
 * URLs, a cookie jar). Between the phone and the server sits a network that can drop a request
 * before it leaves, lose the answer after the server has processed it, stall, or answer in the
 * server's place as a proxy would (503): what page.route does in the browser tests.
 */
import { STATUS_CODES } from 'node:http';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import type { QueryClient } from '@tanstack/react-query';
import * as fakeIndexedDb from 'fake-indexeddb';
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';
import type { AuthUser } from '#core/auth/auth-user.schema.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';

/** Makes the test app listen on a free local port (phones talk HTTP to it) and answers its address. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address !== 'object') throw new Error('the test app is not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** A test app listening for phones (listen), with a tenant of its own. */
export async function phoneServer(): Promise<{ t: TestApp; baseUrl: string; tenant: TestTenant }> {
  const t = await buildTestApp();
  return { t, baseUrl: await listen(t), tenant: await createTenant(t.database.db) };
}

/** What the network does with one request. */
export type Fault =
  /** Never leaves the phone: fetch fails (no signal). */
  | 'drop'
  /** Reaches the server, which processes it, but the answer never arrives: fetch fails. */
  | 'lose'
  /** Nothing comes back until the phone gives up (its abort signal). */
  | 'stall'
  /** Answered by something between phone and server (a proxy, a load balancer) with this status. */
  | { status: number; message?: string }
  /** Processed by the server at once, but its answer arrives only once `until` settles: a slow link. */
  | { until: Promise<unknown> };

export interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
  /** The HTTP status the phone saw, or what the network did instead. */
  outcome: number | 'dropped' | 'lost' | 'stalled';
}

const realFetch = globalThis.fetch;
const failed = () => new TypeError('Failed to fetch');

type Modules = {
  sync: typeof import('../sync.ts');
  outbox: typeof import('../outbox.ts');
  queue: typeof import('../queue-write.ts');
  sendEntry: typeof import('../send-entry.ts');
  persist: typeof import('../query-persist.ts');
  queryClient: QueryClient;
  getQueryFn: typeof import('../../query-client.ts').getQueryFn;
  db: typeof import('../offline-db.ts');
  /** The marina's locations list as the screens ask for it (the compact view, expanded). */
  marinaLocations: typeof import('#web/features/marina-locations/api/get-marina-locations.ts');
};

/** One load of the app: fresh module instances on the phone's IndexedDB. */
export interface App extends Modules {
  /** Kinds reported by the sync's onSent, one set per run that sent something. */
  /** The guids of the entries each run reported as arrived (onSent). */
  sentGuids: string[][];
  /** Ends this load: its sender stops taking runs (a closed page runs no code). */
  close(): void;
}

export class Phone {
  readonly indexedDB = new IDBFactory();
  /** navigator.onLine */
  online = true;
  /** Decides what the network does with each request; undefined lets it through. */
  fault: (request: {
    method: string;
    path: string;
    body: Record<string, unknown> | undefined;
  }) => Fault | undefined = () => undefined;
  /** Every request the app made, in order. */
  readonly sent: Sent[] = [];
  readonly location = { pathname: '/check-in', search: '', hash: '', href: 'http://phone/check-in' };
  private readonly cookies = new Map<string, string>();
  private readonly channels: NodeBroadcastChannel[] = [];
  private app: App | undefined;

  constructor(readonly baseUrl: string) {}

  /** The browser's fetch for a page of baseUrl's origin. */
  readonly fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), this.baseUrl);
    const method = init.method ?? 'GET';
    const path = `${url.pathname}${url.search}`;
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    if (!this.online) throw failed();
    const fault = this.fault({ method, path, body });
    const log = (outcome: Sent['outcome']) => this.sent.push({ method, path, body, outcome });
    if (fault === 'drop') {
      log('dropped');
      throw failed();
    }
    if (fault === 'stall') {
      log('stalled');
      return new Promise((_resolve, reject) => {
        const signal = init.signal;
        if (!signal) return;
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason));
      });
    }
    if (typeof fault === 'object' && 'status' in fault) {
      log(fault.status);
      // What a proxy says: the status's own reason phrase ('Service Unavailable' for 503).
      return Response.json(
        { message: fault.message ?? STATUS_CODES[fault.status] },
        { status: fault.status },
      );
    }
    const headers = new Headers(init.headers);
    if (url.origin === new URL(this.baseUrl).origin && this.cookies.size) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await realFetch(url, { ...init, headers, ...(init.body ? { duplex: 'half' } : {}) });
    if (typeof fault === 'object') await fault.until;
    for (const cookie of response.headers.getSetCookie()) this.keepCookie(cookie);
    if (fault === 'lose') {
      await response.arrayBuffer();
      log('lost');
      throw failed();
    }
    log(response.status);
    return response;
  };

  /**
   * The server processes the next request carrying this guid at once, but its answer waits for
   * release(); reached() tells when the server has it.
   */
  holdAnswer(guid: string): { reached: () => boolean; release: () => void } {
    let release: () => void = () => {};
    const until = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached = false;
    this.fault = ({ body }) => {
      if (body?.guid !== guid) return undefined;
      reached = true;
      this.fault = () => undefined;
      return { until };
    };
    return { reached: () => reached, release: () => release() };
  }

  private keepCookie(header: string): void {
    const [pair = '', ...attributes] = header.split(';');
    const name = pair.slice(0, pair.indexOf('=')).trim();
    const value = pair.slice(pair.indexOf('=') + 1).trim();
    const expired = attributes.some((a) => {
      const [key = '', v = ''] = a.trim().split('=');
      if (key.toLowerCase() === 'max-age') return Number(v) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(v) <= Date.now();
      return false;
    });
    if (expired || !value) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  /** Signs in through the real login route (the session cookie lands in the jar). */
  async signIn(email: string, password: string): Promise<void> {
    const response = await this.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    if (this.app) await this.refreshUser(this.app);
  }

  async signOut(): Promise<void> {
    await this.fetch('/api/logout', { redirect: 'manual' });
    if (this.app) await this.refreshUser(this.app);
  }

  /**
   * The app learns who is signed in the way it does at start (get-auth-user.ts): GET
   * /api/auth/user through the app's query function, which answers from IndexedDB offline.
   */
  private async refreshUser(app: App): Promise<void> {
    await app.queryClient
      .fetchQuery({
        queryKey: ['/api/auth/user'],
        queryFn: app.getQueryFn<AuthUser | null>({ on401: 'returnNull' }),
        staleTime: 0,
      })
      .catch(() => undefined);
    // The answer is written to IndexedDB just after it is returned; let it land.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /** Opens the app (a page load): the previous load is closed, the queue is what IndexedDB kept. */
  async open(options: { requestTimeoutMs?: number } = {}): Promise<App> {
    this.app?.close();
    this.installGlobals();
    vi.resetModules();
    const [
      sync,
      outbox,
      queue,
      sendEntry,
      persist,
      queryClientModule,
      db,
      locationFromList,
      marinaLocations,
    ] = await Promise.all([
      import('../sync.ts'),
      import('../outbox.ts'),
      import('../queue-write.ts'),
      import('../send-entry.ts'),
      import('../query-persist.ts'),
      import('../../query-client.ts'),
      import('../offline-db.ts'),
      import('#web/features/locations/api/location-from-list.ts'),
      import('#web/features/marina-locations/api/get-marina-locations.ts'),
    ]);
    const { queryClient } = queryClientModule;
    // As main.tsx wires the app.
    persist.registerOfflineFallback(locationFromList.locationFromPersistedList);
    let open = true;
    const app: App = {
      sync,
      outbox,
      queue,
      sendEntry,
      persist,
      queryClient,
      getQueryFn: queryClientModule.getQueryFn,
      db,
      marinaLocations,
      sentGuids: [],
      close: () => {
        open = false;
      },
    };
    sync.configureSync({
      userGuid: () =>
        open ? (queryClient.getQueryData<AuthUser | null>(['/api/auth/user'])?.guid ?? null) : null,
      onSent: (guids) => app.sentGuids.push(guids),
      ...options,
    });
    this.app = app;
    await this.refreshUser(app);
    return app;
  }

  private installGlobals(): void {
    const phone = this;
    vi.stubGlobal('indexedDB', this.indexedDB);
    // The interfaces too: idb checks `instanceof IDBRequest` and the like.
    for (const [name, value] of Object.entries(fakeIndexedDb)) {
      if (name.startsWith('IDB') && name !== 'IDBFactory') vi.stubGlobal(name, value);
    }
    vi.stubGlobal('fetch', this.fetch);
    vi.stubGlobal('navigator', {
      get onLine() {
        return phone.online;
      },
    });
    const session = new Map<string, string>();
    vi.stubGlobal('window', {
      location: this.location,
      sessionStorage: {
        getItem: (key: string) => session.get(key) ?? null,
        setItem: (key: string, value: string) => session.set(key, value),
        removeItem: (key: string) => session.delete(key),
      },
    });
    const channels = this.channels;
    vi.stubGlobal(
      'BroadcastChannel',
      class extends NodeBroadcastChannel {
        constructor(name: string) {
          super(name);
          channels.push(this);
        }
      },
    );
  }

  /**
   * Closes the app and the channels the phone holds open. The browser globals stay stubbed (the
   * next phone replaces them): a retry timer of a closed app may still fire, and finds no user.
   */
  dispose(): void {
    this.app?.close();
    this.online = false;
    for (const channel of this.channels) channel.close();
  }
}
