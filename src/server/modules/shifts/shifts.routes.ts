import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeShiftResponseSchema,
  endShiftBodySchema,
  shiftListQuerySchema,
  shiftSchema,
  startShiftBodySchema,
} from '#core/shifts/shift.schema.ts';
import { requireAuth, requireMarinaAccess } from '#server/plugins/guards.ts';
import { activeShiftOf, endShift, listShifts, startShift, toShift } from './shifts.service.ts';

export async function shiftsRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = root;

  app.get(
    '/api/shifts/active',
    { schema: { response: { 200: activeShiftResponseSchema } } },
    async (request) => {
      const active = await activeShiftOf(db, requireAuth(request).userId);
      return { shift: active ? toShift(active) : null };
    },
  );

  app.get(
    '/api/shifts',
    { schema: { querystring: shiftListQuerySchema, response: { 200: z.array(shiftSchema) } } },
    async (request) => {
      const auth = requireAuth(request);
      const { marinaId } = request.query;
      return listShifts(db, auth, marinaId ? await requireMarinaAccess(request, marinaId) : undefined);
    },
  );

  app.post(
    '/api/shifts',
    { schema: { body: startShiftBodySchema, response: { 200: shiftSchema, 201: shiftSchema } } },
    async (request, reply) => {
      requireAuth(request);
      const scope = await requireMarinaAccess(request, request.body.marinaId);
      const { shift, created } = await startShift(db, scope, request.body.guid);
      return reply.code(created ? 201 : 200).send(shift);
    },
  );

  app.put(
    '/api/shifts/end',
    { schema: { body: endShiftBodySchema, response: { 200: shiftSchema } } },
    async (request) => endShift(db, requireAuth(request), request.body?.shiftId),
  );
}
