/**
 * The locale that numbers and dates are written in (decision 0043): the web app sets it from the
 * one language setting ('es-MX' for a Mexican browser in Spanish, 'en-GB' for a British one in
 * English); undefined (the runtime's own) until then and on the server.
 */
let current: string | undefined;

export const formatLocale = (): string | undefined => current;

export function setFormatLocale(locale: string | undefined): void {
  current = locale;
}

/**
 * One value per key, built on first use: a formatter per locale and whatever else tells two apart
 * (a unit, a number of decimals, a time zone). Intl formatters cost far more to build than to use.
 */
export function builtOncePerKey<T>(): (key: string, make: () => T) => T {
  const made = new Map<string, T>();
  return (key, make) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make();
      made.set(key, value);
    }
    return value;
  };
}

/** One formatter per locale, built on first use. `make` receives the locale in force when called. */
export function perLocale<T>(make: (locale: string | undefined) => T): () => T {
  const made = builtOncePerKey<T>();
  return () => made(current ?? '', () => make(current));
}
