import { withAllSchemas } from '#core/api/endpoint.ts';
import { checklistsEndpoints } from './checklists.endpoints.ts';
import { checklistsSchemas } from './checklists.schemas.ts';

/** The checklist endpoints with their schemas: what the server registers and documents. */
export const checklistsApi = withAllSchemas(checklistsEndpoints, checklistsSchemas);
