/**
 * Plain values of the activity contract, apart from its zod schemas so that a screen which needs
 * only these (the check-in page, the feeds) does not load and build the schemas.
 */
export const AUTOMATIC_CHECK_IN_COMMENT = 'Automatic check-in via QR/NFC';
export const FEED_DEFAULT_LIMIT = 100;
export const FEED_MAX_LIMIT = 500;
/**
 * A location's Activity Feed shows its newest 20 and 'Load more' adds 20 each time: a year-old
 * slip has hundreds, and the check-in screen under a scanned tag needs the last few.
 */
export const LOCATION_FEED_PAGE = 20;
