import type { FastifyInstance } from 'fastify';
import { shiftsApi } from '#core/shifts/shifts.api.ts';
import { createdOrFound, registerEndpoint } from '#server/http/endpoint-route.ts';
import { activeShift, endShift, listShifts, startShift } from './shifts.service.ts';

export async function shiftsRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, shiftsApi.active, (caller) => activeShift(caller));
  registerEndpoint(app, shiftsApi.list, (caller) => listShifts(caller, caller.input.query.marinaId));
  registerEndpoint(app, shiftsApi.start, async (caller) => {
    const { shift, created } = await startShift(caller, caller.input.body.guid);
    return createdOrFound(created, shift);
  });
  registerEndpoint(app, shiftsApi.end, (caller) => endShift(caller, caller.input.body?.shiftId));
}
