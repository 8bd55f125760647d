import { z } from 'zod';
import { type AreaSchemas, createResponses } from '#core/api/endpoint.ts';
import { guidParamsSchema, marinaQuerySchema } from '#core/common/wire.schema.ts';
import {
  createIssueBodySchema,
  issueSchema,
  updateIssueBodySchema,
  updateIssueStatusBodySchema,
} from './issue.schema.ts';

/**
 * The schemas of the issues endpoints: the one place their types are stated (`issues.endpoints.ts`
 * reads them).
 */
export const issuesSchemas = {
  list: { query: marinaQuerySchema, responses: { 200: z.array(issueSchema) } },
  create: {
    body: createIssueBodySchema,
    responses: createResponses(issueSchema),
  },
  updateStatus: {
    params: guidParamsSchema,
    body: updateIssueStatusBodySchema,
    responses: { 200: issueSchema },
  },
  update: {
    params: guidParamsSchema,
    body: updateIssueBodySchema,
    responses: { 200: issueSchema },
  },
  replace: {
    params: guidParamsSchema,
    body: updateIssueBodySchema,
    responses: { 200: issueSchema },
  },
} as const satisfies AreaSchemas;
