/** What the global setup hands the browser tests (vitest provide/inject). */
/**
 * The demo logins: super_admin is the platform operator, client_admin the client's owner (every
 * marina of Bayside), admin the admin of Bayside Marina alone, staff the guard.
 */
export type DemoRole = 'super_admin' | 'client_admin' | 'admin' | 'staff';

export interface DemoLogin {
  email: string;
  password: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test answers, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** The demo logins the server wrote to DATA_DIR/demo-logins.txt. */
    demoLogins: Record<DemoRole, DemoLogin>;
  }
}
