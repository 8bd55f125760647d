import { withAllSchemas } from '#core/api/endpoint.ts';
import { activitiesEndpoints } from './activities.endpoints.ts';
import { activitiesSchemas } from './activities.schemas.ts';

/** The activities endpoints with their schemas: what the server registers and documents. */
export const activitiesApi = withAllSchemas(activitiesEndpoints, activitiesSchemas);
