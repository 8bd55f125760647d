/** 'occupied' -> 'Occupied': labels built from lower-case values. */
export const capitalise = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
