/** Photos on an issue (all of its photos, added at once or later) and on a note (issue 18). */
export const MAX_RECORD_PHOTOS = 5;
