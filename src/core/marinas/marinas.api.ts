import { withAllSchemas } from '#core/api/endpoint.ts';
import { marinasEndpoints } from './marinas.endpoints.ts';
import { marinasSchemas } from './marinas.schemas.ts';

/** The marinas endpoints with their schemas: what the server registers and documents. */
export const marinasApi = withAllSchemas(marinasEndpoints, marinasSchemas);
