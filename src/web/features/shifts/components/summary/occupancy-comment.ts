import { finalizedComment } from '#core/occupancy/occupancy.ts';
import { shownComment } from '#web/features/activity/index.ts';

interface Counts {
  present: number;
  notPresent: number;
  total: number;
}

/**
 * A finalized checklist's line in the summary: the finalize activity's comment as the activity
 * feed shows it (the server's English sentence of the counts in the user's language, any other
 * comment as written); without that activity, the sentence of the counts.
 */
export function occupancyCommentText(stored: string | null, counts: Counts): string {
  const sentence = finalizedComment(counts);
  return shownComment('checklist', stored ?? sentence) ?? shownComment('checklist', sentence) ?? sentence;
}
