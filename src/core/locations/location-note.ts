/** Add Note on a location (spec 000 sections 5 and 8). */

export const NOTE_ADDED = 'Comment added successfully';
export const NOTE_FAILED = 'Failed to add note. Please try again.';

/** The text sent: trimmed. */
export const noteText = (text: string): string => text.trim();

/** Save Note is enabled only when the trimmed text is not empty (and nothing is being saved). */
export const canSaveNote = (text: string, saving = false): boolean => !saving && noteText(text) !== '';

/** POST /api/activities body of a note; the guid makes a retry safe. */
export function noteBody(guid: string, locationId: string, text: string) {
  return { guid, locationId, type: 'comment' as const, comment: noteText(text) };
}
