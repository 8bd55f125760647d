import { withAllSchemas } from '#core/api/endpoint.ts';
import { notificationsEndpoints } from './notifications.endpoints.ts';
import { notificationsSchemas } from './notifications.schemas.ts';

/** The notifications endpoints with their schemas: what the server registers and documents. */
export const notificationsApi = withAllSchemas(notificationsEndpoints, notificationsSchemas);
