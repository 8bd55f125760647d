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
  raiseAlert: {
    method: 'POST',
    path: '/api/alerts',
    operationId: 'raiseAlert',
    summary: "A guard's SOS: position, device time and the last check-in kept with it (idempotent by guid)",
    tag: 'Safety',
    access: 'marina-staff',
    marinaFrom: 'body',
    offline: 'queue',
  },
  listAlerts: {
    method: 'GET',
    path: '/api/alerts',
    operationId: 'listAlerts',
    summary:
      "A marina's safety alerts, newest first (at most 500), by state and when raised; format=csv for a file. Its admins see all of them, a guard those in their name",
    tag: 'Safety',
    access: 'marina-staff',
    marinaFrom: 'query',
    files: ['text/csv'],
    offline: 'keep',
  },
  getAlert: {
    method: 'GET',
    path: '/api/alerts/:guid',
    operationId: 'getAlert',
    summary: 'An alert with its timeline: for the one who raised it and the admins of its marina',
    tag: 'Safety',
    access: 'marina-staff',
    marinaFrom: 'record',
    offline: 'keep',
  },
  acknowledgeAlert: {
    method: 'POST',
    path: '/api/alerts/:guid/acknowledge',
    operationId: 'acknowledgeAlert',
    summary: 'An admin answers an alert: the first acknowledgement wins; nobody acknowledges their own',
    tag: 'Safety',
    access: 'marina-admin',
    marinaFrom: 'record',
    offline: 'online-only',
  },
  resolveAlert: {
    method: 'POST',
    path: '/api/alerts/:guid/resolve',
    operationId: 'resolveAlert',
    summary: 'An admin closes an acknowledged alert with a note of what happened',
    tag: 'Safety',
    access: 'marina-admin',
    marinaFrom: 'record',
    offline: 'online-only',
  },
  answerCheck: {
    method: 'POST',
    path: '/api/safety-checks',
    operationId: 'answerSafetyCheck',
    summary:
      'A guard\'s "I\'m OK" to a timed check (idempotent by guid); a late answer given within the grace resolves the missed check',
    tag: 'Safety',
    access: 'marina-staff',
    marinaFrom: 'body',
    offline: 'queue',
  },
});
