import { withAllSchemas } from '#core/api/endpoint.ts';
import { shiftQuestionsAdminEndpoints } from './shift-questions-admin.endpoints.ts';
import { shiftQuestionsAdminSchemas } from './shift-questions-admin.schemas.ts';

/** The admin side of shift questions with its schemas: what the server registers and documents. */
export const shiftQuestionsAdminApi = withAllSchemas(
  shiftQuestionsAdminEndpoints,
  shiftQuestionsAdminSchemas,
);
