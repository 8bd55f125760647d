/** What the global setup hands the browser tests (vitest provide/inject). */
import type { PushCertificate } from '#server/test/push-service.ts';
/**
 * The demo logins: super_admin is the platform operator, client_admin the client's owner (every
 * marina of Bayside), admin the admin of Bayside Marina alone, staff the guard.
 */
export type DemoRole = 'super_admin' | 'client_admin' | 'admin' | 'staff';

export interface DemoLogin {
  email: string;
  password: string;
}

/** A cookie as Playwright's `context.cookies()` gives it and `context.addCookies()` takes it. */
export interface SignedInCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
}

/** One server of the run with its demo logins and each role's stored sign-in. */
export interface E2eServer {
  /** Where the server answers, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** The demo logins the server wrote to DATA_DIR/demo-logins.txt. */
  demoLogins: Record<DemoRole, DemoLogin>;
  /**
   * The cookies each demo role's sign-in through the sign-in form left, once per run (global
   * setup): `login(page, role)` puts them into a test's context instead of typing again.
   */
  signedInCookies: Record<DemoRole, SignedInCookie[]>;
  /** The copy of the web build this server serves (WEB_DIST); absent for a server not started here. */
  webDir?: string;
  /**
   * Where this server sends Web Push (PUSH_ALLOWED_ORIGINS) and the certificate it trusts
   * (NODE_EXTRA_CA_CERTS): a test starts the test push service there. Absent as webDir is.
   */
  pushService?: { port: number; certificate: PushCertificate };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * One server per worker (E2E_WORKERS, global setup), each with its own data directory and
     * demo data: a worker's files share its server one after another, as all files once shared one.
     */
    e2eServers: E2eServer[];
    /**
     * The run's one Chromium (`chromium.launchServer` in the global setup): `launchBrowser()`
     * connects to it. Empty when the setup started none (then each file launches its own).
     */
    browserWsEndpoint: string;
  }
}
