import { withAllSchemas } from '#core/api/endpoint.ts';
import { checklistsAdminEndpoints } from './checklists-admin.endpoints.ts';
import { checklistsAdminSchemas } from './checklists-admin.schemas.ts';

/** The checklist template writes with their schemas: what the server registers and documents. */
export const checklistsAdminApi = withAllSchemas(checklistsAdminEndpoints, checklistsAdminSchemas);
