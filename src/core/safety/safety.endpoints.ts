import { defineRoutes } from '#core/api/endpoint.ts';
import type { safetySchemas } from './safety.schemas.ts';

/**
 * The lone-worker safety endpoints (issue 33, decision 0059), as the web calls them. The path
 * names the marina; the handler runs the marina guard (404, then 403).
 */
export const safetyEndpoints = defineRoutes<typeof safetySchemas>()({
  getSettings: {
    method: 'GET',
    path: '/api/marinas/:guid/safety',
    operationId: 'getMarinaSafety',
    summary: "A marina's safety settings: timed checks, the emergency number and the escalation ladder",
    tag: 'Safety',
    access: 'marina-admin',
    marinaFrom: 'record',
    offline: 'keep',
  },
  setSettings: {
    method: 'PUT',
    path: '/api/marinas/:guid/safety',
    operationId: 'setMarinaSafety',
    summary: "Set a marina's safety settings (checks every 15 to 720 minutes or off, grace, number, ladder)",
    tag: 'Safety',
    access: 'marina-admin',
    marinaFrom: 'record',
    offline: 'online-only',
  },
});
