/**
 * Plain values of the activity contract, apart from its zod schemas so that a screen which needs
 * only these (the check-in page, the feeds) does not load and build the schemas.
 */
export const AUTOMATIC_CHECK_IN_COMMENT = 'Automatic check-in via QR/NFC';
export const FEED_DEFAULT_LIMIT = 100;
export const FEED_MAX_LIMIT = 500;
