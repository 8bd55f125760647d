/** What the global setup hands the browser tests (vitest provide/inject). */
export type DemoRole = 'super_admin' | 'admin' | 'staff';

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
