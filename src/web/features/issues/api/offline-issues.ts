import type { CallInput } from '#core/api/endpoint.ts';
import { gpsFigure } from '#core/check-in/check-in.ts';
import type { Issue } from '#core/issues/issue.schema.ts';
import { issuesEndpoints } from '#core/issues/issues.endpoints.ts';
import { queuedCall } from '#web/lib/call.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import type { OutboxEntry } from '#web/lib/offline/outbox-types.ts';
import { callsTo, viewOf } from '#web/lib/offline/pending-calls.ts';
import type { QueueWriteInput } from '#web/lib/offline/queue-write.ts';
import { queuedPhotos } from '#web/lib/photos/queued-photos.ts';

/**
 * Issues in the offline queue (ADR 0021): the entry a create makes, and the issues still on the
 * phone laid over the server's list, marked as waiting to sync.
 */

export type IssueBody = CallInput<typeof issuesEndpoints.create>['body'] & { guid: string };

/** The location's name, which the server would add: kept with the entry for the pending card. */
interface IssueView extends Record<string, unknown> {
  locationName: string;
}

/**
 * POST /api/issues; its photos (ADR 0032) go up first, and the create names them. The outbox's
 * label is written in the language of the moment.
 */
export function issueWrite(
  body: IssueBody,
  locationName?: string,
  files: readonly Blob[] = [],
): QueueWriteInput {
  const { body: sent, ...photos } = queuedPhotos(body.marinaId, body, files);
  return {
    guid: body.guid,
    label: locationName
      ? i18n.t('issues:queue.createAt', { location: locationName, title: body.title })
      : i18n.t('issues:queue.create', { title: body.title }),
    locationGuid: body.locationId,
    calls: [queuedCall(issuesEndpoints.create, { body: sent })],
    ...photos,
    ...(locationName ? { view: { locationName } satisfies IssueView } : {}),
  };
}

/** The issue a queued create will make, as the list shows it until the server's answer is in. */
export function issueOf(
  body: IssueBody,
  made: { locationName: string | null; userGuid: string | null; at: string },
): Issue {
  return {
    guid: body.guid,
    title: body.title,
    description: body.description ?? null,
    priority: body.priority ?? 'medium',
    status: 'open',
    marinaId: body.marinaId,
    locationId: body.locationId,
    locationName: made.locationName,
    createdByUserId: made.userGuid,
    createdBy: null,
    assignedToUserId: null,
    photos: [],
    gpsLatitude: gpsFigure(body.gpsLatitude),
    gpsLongitude: gpsFigure(body.gpsLongitude),
    gpsAccuracy: gpsFigure(body.gpsAccuracy),
    createdAt: made.at,
    updatedAt: made.at,
  };
}

/** Issues created on the phone, newest first, ahead of the server's list. */
export function withPendingIssues(
  list: Issue[] | undefined,
  entries: readonly OutboxEntry[],
  marinaId: string,
) {
  const known = new Set((list ?? []).map((issue) => issue.guid));
  const pending = callsTo(entries, issuesEndpoints.create)
    .map(({ entry, input }) =>
      issueOf(
        { ...input.body, guid: entry.guid },
        {
          locationName: viewOf<IssueView>(entry).locationName ?? null,
          userGuid: entry.userGuid,
          at: entry.recordedAt,
        },
      ),
    )
    .filter((issue) => issue.marinaId === marinaId && !known.has(issue.guid))
    .reverse();
  return pending.length === 0 ? list : [...pending, ...(list ?? [])];
}
