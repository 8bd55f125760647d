import { z } from 'zod';
import { createResponses, withSchemas } from '#core/api/endpoint.ts';
import { permissionSchema } from '#core/auth/auth-user.schema.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import { backendEndpoints as routes } from './backend.endpoints.ts';
import {
  backendMarinaSchema,
  backendUserSchema,
  clientBodySchema,
  clientSchema,
  commitBodySchema,
  commitResultSchema,
  createClientBodySchema,
  createMarinaBodySchema,
  createUserBodySchema,
  deletedSchema,
  grantPermissionBodySchema,
  marinaBodySchema,
  marinaUserParamsSchema,
  namedLocationSchema,
  previewBodySchema,
  previewEntrySchema,
  revokePermissionQuerySchema,
  searchByPatternBodySchema,
  updateUserBodySchema,
} from './backend.schema.ts';

const grantResponses = createResponses(permissionSchema);

/** The backend endpoints with their schemas: what the server registers and documents. */
export const backendApi = {
  listClients: withSchemas(routes.listClients, { responses: { 200: z.array(clientSchema) } }),
  createClient: withSchemas(routes.createClient, {
    body: createClientBodySchema,
    responses: createResponses(clientSchema),
  }),
  updateClient: withSchemas(routes.updateClient, {
    params: guidParamsSchema,
    body: clientBodySchema,
    responses: { 200: clientSchema },
  }),
  listMarinas: withSchemas(routes.listMarinas, { responses: { 200: z.array(backendMarinaSchema) } }),
  createMarina: withSchemas(routes.createMarina, {
    body: createMarinaBodySchema,
    responses: createResponses(backendMarinaSchema),
  }),
  updateMarina: withSchemas(routes.updateMarina, {
    params: guidParamsSchema,
    body: marinaBodySchema,
    responses: { 200: backendMarinaSchema },
  }),
  listUsers: withSchemas(routes.listUsers, { responses: { 200: z.array(backendUserSchema) } }),
  createUser: withSchemas(routes.createUser, {
    body: createUserBodySchema,
    responses: createResponses(backendUserSchema),
  }),
  updateUser: withSchemas(routes.updateUser, {
    params: guidParamsSchema,
    body: updateUserBodySchema,
    responses: { 200: backendUserSchema },
  }),
  userPermissions: withSchemas(routes.userPermissions, {
    params: guidParamsSchema,
    responses: { 200: z.array(permissionSchema) },
  }),
  grantMarina: withSchemas(routes.grantMarina, {
    params: marinaUserParamsSchema,
    body: grantPermissionBodySchema,
    responses: grantResponses,
  }),
  revokeMarina: withSchemas(routes.revokeMarina, {
    params: marinaUserParamsSchema,
    query: revokePermissionQuerySchema,
    responses: { 200: deletedSchema },
  }),
  grantClientAdmin: withSchemas(routes.grantClientAdmin, {
    params: guidParamsSchema,
    responses: grantResponses,
  }),
  revokeClientAdmin: withSchemas(routes.revokeClientAdmin, {
    params: guidParamsSchema,
    responses: { 200: deletedSchema },
  }),
  searchByPattern: withSchemas(routes.searchByPattern, {
    body: searchByPatternBodySchema,
    responses: { 200: z.array(namedLocationSchema) },
  }),
  previewReplacements: withSchemas(routes.previewReplacements, {
    body: previewBodySchema,
    responses: { 200: z.array(previewEntrySchema) },
  }),
  commitNameChanges: withSchemas(routes.commitNameChanges, {
    body: commitBodySchema,
    responses: { 200: commitResultSchema },
  }),
} as const;
