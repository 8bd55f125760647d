import { withAllSchemas } from '#core/api/endpoint.ts';
import { accountEndpoints } from './account.endpoints.ts';
import { accountSchemas } from './account.schemas.ts';

/** The account endpoints with their schemas: what the server registers and documents. */
export const accountApi = withAllSchemas(accountEndpoints, accountSchemas);
