import { z } from 'zod';
import { createResponses, withSchemas } from '#core/api/endpoint.ts';
import { guidParamsSchema, marinaQuerySchema } from '#core/common/wire.schema.ts';
import {
  createIssueBodySchema,
  issueSchema,
  updateIssueBodySchema,
  updateIssueStatusBodySchema,
} from './issue.schema.ts';
import { issuesEndpoints as routes } from './issues.endpoints.ts';

/** The issues endpoints with their schemas: what the server registers and documents. */
export const issuesApi = {
  list: withSchemas(routes.list, { query: marinaQuerySchema, responses: { 200: z.array(issueSchema) } }),
  create: withSchemas(routes.create, {
    body: createIssueBodySchema,
    responses: createResponses(issueSchema),
  }),
  updateStatus: withSchemas(routes.updateStatus, {
    params: guidParamsSchema,
    body: updateIssueStatusBodySchema,
    responses: { 200: issueSchema },
  }),
  update: withSchemas(routes.update, {
    params: guidParamsSchema,
    body: updateIssueBodySchema,
    responses: { 200: issueSchema },
  }),
  replace: withSchemas(routes.replace, {
    params: guidParamsSchema,
    body: updateIssueBodySchema,
    responses: { 200: issueSchema },
  }),
} as const;
