import type { FastifyInstance } from 'fastify';
import { issuesApi } from '#core/issues/issues.api.ts';
import { createdOrFound, registerEndpoint } from '#server/http/endpoint-route.ts';
import { createIssue, listIssues, updateIssue, updateIssueStatus } from './issues.service.ts';

export async function issuesRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, issuesApi.list, (caller) => listIssues(caller));
  registerEndpoint(app, issuesApi.create, async (caller) => {
    const { issue, created } = await createIssue(caller, caller.input.body);
    return createdOrFound(created, issue);
  });
  registerEndpoint(app, issuesApi.updateStatus, (caller) =>
    updateIssueStatus(caller, caller.input.params.guid, caller.input.body),
  );
  registerEndpoint(app, issuesApi.update, (caller) =>
    updateIssue(caller, caller.input.params.guid, caller.input.body),
  );
}
