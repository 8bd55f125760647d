import { withAllSchemas } from '#core/api/endpoint.ts';
import { issuesEndpoints } from './issues.endpoints.ts';
import { issuesSchemas } from './issues.schemas.ts';

/** The issues endpoints with their schemas: what the server registers and documents. */
export const issuesApi = withAllSchemas(issuesEndpoints, issuesSchemas);
