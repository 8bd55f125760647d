import { withAllSchemas } from '#core/api/endpoint.ts';
import { locationTypesEndpoints } from './location-types.endpoints.ts';
import { locationTypesSchemas } from './location-types.schemas.ts';

/** The location types endpoints with their schemas: what the server registers and documents. */
export const locationTypesApi = withAllSchemas(locationTypesEndpoints, locationTypesSchemas);
