import type { FastifyInstance } from 'fastify';
import { patrolApi } from '#core/patrol/patrol.api.ts';
import { registerEndpoint } from '#server/http/endpoint-route.ts';
import { clearReference, referencePosition, setReference } from './patrol.service.ts';

/**
 * A location's GPS reference position: any user of its marina reads it; its admins set it or clear
 * it (clearing lets the next good check-ins place it again). The marina is the location's
 * (`marinaFrom: 'record'`): the service guards it once it has found the location.
 */
export async function patrolRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, patrolApi.reference, (caller) => referencePosition(caller, caller.input.params.guid));
  registerEndpoint(app, patrolApi.setReference, (caller) =>
    setReference(caller, caller.input.params.guid, caller.input.body),
  );
  registerEndpoint(app, patrolApi.clearReference, (caller) =>
    clearReference(caller, caller.input.params.guid),
  );
}
