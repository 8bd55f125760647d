import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/connect.ts';
import { activities, issues } from '#server/db/schema/index.ts';

export interface IssueSpec {
  locationId: number;
  title?: string;
  description?: string | null;
  priority?: 'low' | 'medium' | 'high';
  status?: 'open' | 'fixed' | 'wontfix';
  createdByUserId?: number | null;
  createdAt?: Date;
}

/** An issue row written directly (no activity), as data that already exists. */
export async function createIssueRow(
  db: Db,
  scope: { clientId: number; marinaId: number },
  spec: IssueSpec,
): Promise<{ id: number; guid: string }> {
  const [row] = await db
    .insert(issues)
    .values({ ...scope, title: 'Broken cleat', ...spec })
    .returning({ id: issues.id, guid: issues.guid });
  return row!;
}

/** The stored issue row, to compare before and after ("nothing changed"). */
export async function issueRow(db: Db, guid: string) {
  const [row] = await db.select().from(issues).where(eq(issues.guid, guid));
  return row;
}

/** The activities an issue wrote, oldest first. */
export const activitiesOfIssue = (db: Db, issueId: number) =>
  db.select().from(activities).where(eq(activities.issueId, issueId)).orderBy(activities.id);
