/** The exception report's screen. */
export const TOUR_EXCEPTIONS_PATH = '/tour-exceptions';
