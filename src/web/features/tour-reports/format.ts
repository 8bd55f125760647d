/** How the report writes times and minutes: the marina's clock (decision 0030), the device's locale. */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, style: 'dateTime' | 'time' | 'date'): Intl.DateTimeFormat {
  const key = `${timeZone}|${style}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      style === 'time'
        ? { hour: 'numeric', minute: '2-digit' }
        : style === 'date'
          ? { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }
          : { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
    found = new Intl.DateTimeFormat(undefined, { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** 'Mon, Mar 9, 10:00 PM' on the marina's clock. */
export const marinaDateTime = (iso: string, timeZone: string) =>
  formatter(timeZone, 'dateTime').format(new Date(iso));
/** '10:42 PM' on the marina's clock. */
export const marinaTime = (iso: string, timeZone: string) =>
  formatter(timeZone, 'time').format(new Date(iso));
/** 'Mon, Mar 9, 2026' for a marina calendar day 'YYYY-MM-DD'. */
export const dayText = (day: string) => formatter('UTC', 'date').format(new Date(`${day}T12:00:00Z`));

const minutes = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
/** '7.5' */
export const minutesText = (value: number) => minutes.format(value);
