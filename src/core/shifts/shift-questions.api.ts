import { withAllSchemas } from '#core/api/endpoint.ts';
import { shiftQuestionsEndpoints } from './shift-questions.endpoints.ts';
import { shiftQuestionsSchemas } from './shift-questions.schemas.ts';

/** The shift questions and answers endpoints with their schemas: what the server registers. */
export const shiftQuestionsApi = withAllSchemas(shiftQuestionsEndpoints, shiftQuestionsSchemas);
