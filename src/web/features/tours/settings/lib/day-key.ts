/** The catalogue's key of each ISO weekday, 1 Monday … 7 Sunday (tours:settings.day.*). */
const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const dayKey = (day: number) => DAY_KEYS[day - 1] ?? 'mon';
