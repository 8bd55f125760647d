import { type SafetySettings, safetySettingsFrom } from '#core/safety/safety-settings.ts';
import type { Caller } from '#server/plugins/auth-context.ts';
import { requireMarinaAdmin } from '#server/plugins/guards.ts';
import { notFound } from '#server/plugins/http-errors.ts';
import { findSafety, updateSafety } from './safety.queries.ts';

/** GET /api/marinas/:guid/safety: an admin of the marina reads its safety settings. */
export async function safetySettings(caller: Caller, marinaGuid: string): Promise<SafetySettings> {
  const scope = await requireMarinaAdmin(caller, marinaGuid);
  return safetySettingsFrom(await findSafety(caller.db, scope.clientId, scope.marinaId));
}

/** PUT /api/marinas/:guid/safety: an admin of the marina sets them; the settings as stored. */
export async function setSafetySettings(
  caller: Caller,
  marinaGuid: string,
  settings: SafetySettings,
): Promise<SafetySettings> {
  const scope = await requireMarinaAdmin(caller, marinaGuid);
  const stored = await updateSafety(caller.db, scope.clientId, scope.marinaId, settings);
  if (stored === undefined) throw notFound('Marina not found');
  return safetySettingsFrom(stored);
}
