/** An alert about one marina, as the code that raises it (tour runs) describes it. */
export interface MarinaAlert {
  /** The marina's client and the marina (database ids). */
  clientId: number;
  marinaId: number;
  /** What raised it, e.g. 'tour-missed', 'tour-incomplete', 'tour-not-started'. */
  kind: string;
  title: string;
  body: string;
  /** An app path to open (`/tour-runs/<guid>`), or null. */
  link: string | null;
  /**
   * The alert's identity, e.g. `tour-run:<guid>:missed`: raised again with the same key, nobody
   * is notified or e-mailed a second time.
   */
  dedupeKey: string;
  /**
   * What it is about (`tour:<guid>`), when alerts about that should gather: one notification per
   * admin within 10 minutes that counts them, and one e-mail, held until then (decision 0052).
   */
  groupKey?: string;
}
