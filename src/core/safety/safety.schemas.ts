import { z } from 'zod';
import type { AreaSchemas } from '#core/api/endpoint.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import {
  alertListSchema,
  alertSchema,
  alertWithEventsSchema,
  createAlertBodySchema,
  listAlertsQuerySchema,
  resolveAlertBodySchema,
} from './alert.schema.ts';
import { answerCheckBodySchema, safetyCheckSchema } from './safety-check.schema.ts';
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
  raiseAlert: { body: createAlertBodySchema, responses: { 200: alertSchema, 201: alertSchema } },
  listAlerts: { query: listAlertsQuerySchema, responses: { 200: alertListSchema } },
  getAlert: { params: guidParamsSchema, responses: { 200: alertWithEventsSchema } },
  acknowledgeAlert: { params: guidParamsSchema, responses: { 200: alertSchema } },
  resolveAlert: { params: guidParamsSchema, body: resolveAlertBodySchema, responses: { 200: alertSchema } },
  answerCheck: {
    body: answerCheckBodySchema,
    responses: { 200: safetyCheckSchema, 201: safetyCheckSchema },
  },
} as const satisfies AreaSchemas;
