import { z } from 'zod';
import { type AreaSchemas, createResponses } from '#core/api/endpoint.ts';
import { permissionSchema } from '#core/auth/auth-user.schema.ts';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
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

/**
 * The schemas of the backend endpoints: the one place their types are stated
 * (`backend.endpoints.ts` reads them).
 */
export const backendSchemas = {
  listClients: { responses: { 200: z.array(clientSchema) } },
  createClient: {
    body: createClientBodySchema,
    responses: createResponses(clientSchema),
  },
  updateClient: {
    params: guidParamsSchema,
    body: clientBodySchema,
    responses: { 200: clientSchema },
  },
  listMarinas: { responses: { 200: z.array(backendMarinaSchema) } },
  createMarina: {
    body: createMarinaBodySchema,
    responses: createResponses(backendMarinaSchema),
  },
  updateMarina: {
    params: guidParamsSchema,
    body: marinaBodySchema,
    responses: { 200: backendMarinaSchema },
  },
  listUsers: { responses: { 200: z.array(backendUserSchema) } },
  createUser: {
    body: createUserBodySchema,
    responses: createResponses(backendUserSchema),
  },
  updateUser: {
    params: guidParamsSchema,
    body: updateUserBodySchema,
    responses: { 200: backendUserSchema },
  },
  userPermissions: {
    params: guidParamsSchema,
    responses: { 200: z.array(permissionSchema) },
  },
  grantMarina: {
    params: marinaUserParamsSchema,
    body: grantPermissionBodySchema,
    responses: grantResponses,
  },
  revokeMarina: {
    params: marinaUserParamsSchema,
    query: revokePermissionQuerySchema,
    responses: { 200: deletedSchema },
  },
  grantClientAdmin: {
    params: guidParamsSchema,
    responses: grantResponses,
  },
  revokeClientAdmin: {
    params: guidParamsSchema,
    responses: { 200: deletedSchema },
  },
  searchByPattern: {
    body: searchByPatternBodySchema,
    responses: { 200: z.array(namedLocationSchema) },
  },
  previewReplacements: {
    body: previewBodySchema,
    responses: { 200: z.array(previewEntrySchema) },
  },
  commitNameChanges: {
    body: commitBodySchema,
    responses: { 200: commitResultSchema },
  },
} as const satisfies AreaSchemas;
