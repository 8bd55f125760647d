import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guidParamsSchema, marinaQuerySchema } from '#core/common/wire.schema.ts';
import {
  createIssueBodySchema,
  issueSchema,
  updateIssueBodySchema,
  updateIssueStatusBodySchema,
} from '#core/issues/issue.schema.ts';
import { createIssue, listIssues, updateIssue, updateIssueStatus } from './issues.service.ts';

export async function issuesRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/issues',
    { schema: { querystring: marinaQuerySchema, response: { 200: z.array(issueSchema) } } },
    async (request) => listIssues(request, request.query.marinaId),
  );

  app.post(
    '/api/issues',
    { schema: { body: createIssueBodySchema, response: { 200: issueSchema, 201: issueSchema } } },
    async (request, reply) => {
      const { issue, created } = await createIssue(request, request.body);
      return reply.code(created ? 201 : 200).send(issue);
    },
  );

  app.patch(
    '/api/issues/:guid/status',
    {
      schema: { params: guidParamsSchema, body: updateIssueStatusBodySchema, response: { 200: issueSchema } },
    },
    async (request) => updateIssueStatus(request, request.params.guid, request.body),
  );

  app.patch(
    '/api/issues/:guid',
    { schema: { params: guidParamsSchema, body: updateIssueBodySchema, response: { 200: issueSchema } } },
    async (request) => updateIssue(request, request.params.guid, request.body),
  );
}
