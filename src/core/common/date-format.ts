import { builtOncePerKey, formatLocale, perLocale } from './format-locale.ts';

/**
 * Dates and times in the user's locale (format-locale.ts) and the device's zone. `toLocaleTimeString(locale, options)` builds a
 * new Intl.DateTimeFormat on every call, which costs far more than formatting; a feed of 50 cards
 * re-rendered a few times while its queries land spent ~100 ms of a throttled phone's main thread
 * there. These keep one formatter per style.
 */
function cached(options: Intl.DateTimeFormatOptions): (d: Date) => string {
  const formatter = perLocale((locale) => new Intl.DateTimeFormat(locale, options));
  return (d) => formatter().format(d);
}

/** '9:02 PM' */
export const timeOfDay = cached({ hour: 'numeric', minute: '2-digit' });
/** 'Thu, Mar 5, 2026' */
export const longDate = cached({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
/** 'Mar 5' */
export const shortDate = cached({ month: 'short', day: 'numeric' });
/** 'Mar 5, 2025' */
export const shortDateWithYear = cached({ month: 'short', day: 'numeric', year: 'numeric' });
/** What `toLocaleDateString()` writes: '3/5/2026'. */
export const numericDate = cached({ year: 'numeric', month: 'numeric', day: 'numeric' });
/** What `toLocaleString()` writes: '3/5/2026, 9:02:00 PM'. */
export const numericDateTime = cached({
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

export const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** One style on a given zone's clock (a marina's), one formatter per zone. */
function cachedInZone(options: Intl.DateTimeFormatOptions): (d: Date, timeZone: string) => string {
  const byZone = builtOncePerKey<Intl.DateTimeFormat>();
  return (d, timeZone) =>
    byZone(
      `${formatLocale() ?? ''}|${timeZone}`,
      () => new Intl.DateTimeFormat(formatLocale(), { ...options, timeZone }),
    ).format(d);
}

/** '9:02 PM' on the zone's clock. */
export const zonedTimeOfDay = cachedInZone({ hour: 'numeric', minute: '2-digit' });
/** 'Thu, Mar 5' on the zone's clock. */
export const zonedDay = cachedInZone({ weekday: 'short', month: 'short', day: 'numeric' });
/** 'Mon, Mar 9, 10:00 PM' on the zone's clock. */
export const zonedDateTime = cachedInZone({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/*
 * A calendar date held as a UTC instant (noon UTC of the day, so every zone shows that date):
 * the consumption charts' periods (decision 0035).
 */
/** 'March 2026' */
export const utcMonthYear = cached({ month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'Wed, Mar 4' */
export const utcWeekdayDate = cached({ weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
/** 'Mar 4' */
export const utcShortDate = cached({ month: 'short', day: 'numeric', timeZone: 'UTC' });
/** 'Mar' */
export const utcShortMonth = cached({ month: 'short', timeZone: 'UTC' });

/** 'Mar 4, 9:02 PM' on the zone's clock. */
export const zonedShortDateTime = cachedInZone({
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
/** 'Mar 4' on the zone's clock. */
export const zonedShortDate = cachedInZone({ month: 'short', day: 'numeric' });
/** '9 PM' on the zone's clock. */
export const zonedHour = cachedInZone({ hour: 'numeric' });
