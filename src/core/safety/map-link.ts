/**
 * A map of a position anyone can open, with no account and no app: what an alert's e-mail and a
 * guard's SOS text message carry. Stored coordinates (numeric(10, 8): '38.97840000') read shorter.
 */
export function mapLink(latitude: string | number, longitude: string | number): string {
  const [lat, lon] = [Number(latitude), Number(longitude)];
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=19/${lat}/${lon}`;
}
