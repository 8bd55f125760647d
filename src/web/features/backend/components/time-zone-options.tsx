/** The browser's IANA zones, plus `current` when the browser lists it under another name (or not: 'UTC'). */
export function timeZoneChoices(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones].sort();
}

/** The options of a time zone picker: every zone the browser knows, as 'America/New York'. */
export function TimeZoneOptions({ current }: { current: string }) {
  return (
    <>
      {timeZoneChoices(current).map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll('_', ' ')}
        </option>
      ))}
    </>
  );
}
