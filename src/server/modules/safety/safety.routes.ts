import type { FastifyInstance } from 'fastify';
import { safetyApi } from '#core/safety/safety.api.ts';
import { registerEndpoint } from '#server/http/endpoint-route.ts';
import { safetySettings, setSafetySettings } from './safety.service.ts';

/** Lone-worker safety (issue 33): a marina's settings. */
export async function safetyRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, safetyApi.getSettings, (caller) => safetySettings(caller, caller.input.params.guid));
  registerEndpoint(app, safetyApi.setSettings, (caller) =>
    setSafetySettings(caller, caller.input.params.guid, caller.input.body),
  );
}
