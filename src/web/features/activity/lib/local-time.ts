const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of the device's calendar day. */
export const localDate = (d: Date): string =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** HH:mm, 24-hour, in the device's zone. */
export const localTime = (d: Date): string => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
