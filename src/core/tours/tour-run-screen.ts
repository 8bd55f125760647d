/** A run's own screen in the app: notification links, the guard's card and reports open it. */
export const tourRunPath = (guid: string) => `/tour-runs/${guid}`;
