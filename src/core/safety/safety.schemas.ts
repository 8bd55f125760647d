import { z } from 'zod';
import type { AreaSchemas } from '#core/api/endpoint.ts';
import { safetySettingsAnswerSchema, safetySettingsSchema } from './safety-settings.schema.ts';

const marinaParams = z.object({ guid: z.uuid() });

/**
 * The schemas of the safety endpoints: the one place their types are stated
 * (`safety.endpoints.ts` reads them).
 */
export const safetySchemas = {
  getSettings: { params: marinaParams, responses: { 200: safetySettingsAnswerSchema } },
  setSettings: {
    params: marinaParams,
    body: safetySettingsSchema,
    responses: { 200: safetySettingsAnswerSchema },
  },
} as const satisfies AreaSchemas;
