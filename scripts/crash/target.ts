import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HttpClient } from './http.ts';
import type { Target } from './workload.ts';

/** The demo staff user's sign-in, from DATA_DIR/demo-logins.txt. */
export function staffLogin(dataDir: string): { email: string; password: string } {
  const text = readFileSync(join(dataDir, 'demo-logins.txt'), 'utf8');
  const match = /^staff\s+(\S+)\s+(\S+)\s*$/m.exec(text);
  if (!match) throw new Error(`demo-logins.txt has no staff line:\n${text}`);
  return { email: match[1]!, password: match[2]! };
}

/** The signed-in user's first marina and up to 12 of its locations, to write to. */
export async function findTarget(client: HttpClient): Promise<Target> {
  const marinas = await client.json<{ guid: string }[]>('GET', '/api/marinas');
  const marinaId = marinas[0]?.guid;
  if (!marinaId) throw new Error('the staff user has no marina');
  const locations = await client.json<{ guid: string }[]>('GET', `/api/locations?marinaId=${marinaId}`);
  if (locations.length === 0) throw new Error('the marina has no locations');
  return { marinaId, locations: locations.slice(0, 12).map((l) => l.guid) };
}
