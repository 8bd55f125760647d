import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type IssueBody, issueOf, issueWrite } from '#web/features/issues/api/offline-issues.ts';
import { queueWrite } from '#web/lib/offline/queue-write.ts';
import type { WriteOutcome } from '#web/lib/offline/sync.ts';
import { signedInUser } from '#web/lib/signed-in-user.ts';
import { afterIssueWrite } from './invalidate.ts';

export interface CreateIssueInput extends IssueBody {
  /** Shown with the entry while it waits to sync; not sent. */
  locationName?: string | undefined;
  /** Photos picked for the issue (shrunk): stored first, then named by the create. */
  photos?: readonly Blob[] | undefined;
}

/**
 * POST /api/issues {title, description, priority, locationId, marinaId} (+ guid and GPS), through
 * the offline queue (ADR 0021): 'sent' when the server has it, 'queued' when it waits for a network.
 * The guid is client-generated, so a retry on a bad connection never makes a second issue.
 */
export const createIssue = ({ locationName, photos, ...body }: CreateIssueInput): Promise<WriteOutcome> =>
  queueWrite(issueWrite(body, locationName, photos));

export function useCreateIssue(
  callbacks: {
    onSuccess?: (outcome: WriteOutcome, input: CreateIssueInput) => void;
    onError?: (error: unknown, input: CreateIssueInput) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIssue,
    onSuccess: (outcome, input) => {
      callbacks.onSuccess?.(outcome, input);
      if (outcome.outcome === 'queued') return;
      // Shown at once as the phone made it; the list fetched again brings the server's copy.
      const { locationName, photos: _photos, ...body } = input;
      const issue = issueOf(body, {
        locationName: locationName ?? null,
        userGuid: signedInUser(queryClient)?.guid ?? null,
        at: new Date().toISOString(),
      });
      void afterIssueWrite(queryClient, input.marinaId, issue);
    },
    onError: (error, input) => callbacks.onError?.(error, input),
  });
}
