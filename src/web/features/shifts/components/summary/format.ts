/** How the shift summary writes dates and times: the device's locale and zone. */

export const timeOfDay = (d: Date): string =>
  d.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

export const longDate = (d: Date): string =>
  d.toLocaleDateString([], { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

const shortDate = (d: Date): string => d.toLocaleDateString([], { month: 'short', day: 'numeric' });

/** A time in the summary: '9:02 PM', or 'Mar 6, 1:15 AM' when it is not on the day of `reference`. */
export function summaryTime(iso: string, reference: Date): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toDateString() === reference.toDateString() ? timeOfDay(d) : `${shortDate(d)}, ${timeOfDay(d)}`;
}

/** 'Thu, Mar 5, 2026, 6:00 PM' */
export const dateAndTime = (d: Date): string => `${longDate(d)}, ${timeOfDay(d)}`;
