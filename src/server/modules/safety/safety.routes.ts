import type { FastifyInstance } from 'fastify';
import { alertsCsv, alertsFileName } from '#core/safety/alerts-csv.ts';
import { safetyApi } from '#core/safety/safety.api.ts';
import { createdOrFound, fileAnswer, registerEndpoint } from '#server/http/endpoint-route.ts';
import {
  acknowledgeAlert,
  alertWithEvents,
  marinaAlerts,
  raiseAlert,
  resolveAlert,
} from './alerts.service.ts';
import { safetySettings, setSafetySettings } from './safety.service.ts';
import { answerSafetyCheck } from './safety-checks.service.ts';

/** Lone-worker safety (issue 33): a marina's settings and its alerts. */
export async function safetyRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, safetyApi.getSettings, (caller) => safetySettings(caller, caller.input.params.guid));
  registerEndpoint(app, safetyApi.setSettings, (caller) =>
    setSafetySettings(caller, caller.input.params.guid, caller.input.body),
  );
  registerEndpoint(app, safetyApi.raiseAlert, async (caller) => {
    const { alert, created } = await raiseAlert(caller, caller.input.body);
    return createdOrFound(created, alert);
  });
  registerEndpoint(app, safetyApi.listAlerts, async (caller) => {
    const alerts = await marinaAlerts(caller, caller.input.query);
    if (caller.input.query.format === 'json') return alerts;
    return fileAnswer({
      body: alertsCsv(alerts),
      contentType: 'text/csv',
      fileName: alertsFileName(new Date()),
    });
  });
  registerEndpoint(app, safetyApi.getAlert, (caller) => alertWithEvents(caller, caller.input.params.guid));
  registerEndpoint(app, safetyApi.acknowledgeAlert, (caller) =>
    acknowledgeAlert(caller, caller.input.params.guid),
  );
  registerEndpoint(app, safetyApi.resolveAlert, (caller) =>
    resolveAlert(caller, caller.input.params.guid, caller.input.body.note),
  );
  registerEndpoint(app, safetyApi.answerCheck, async (caller) => {
    const { check, created } = await answerSafetyCheck(caller, caller.input.body);
    return createdOrFound(created, check);
  });
}
