import type { FastifyInstance } from 'fastify';
import { issuesApi } from '#core/issues/issues.api.ts';
import { createdOrFound, registerEndpoint } from '#server/http/endpoint-route.ts';
import { createIssue, listIssues, updateIssue, updateIssueStatus } from './issues.service.ts';

/** Issues; the writes get the app's configuration for the photos they name (ADR 0032). */
export async function issuesRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  registerEndpoint(app, issuesApi.list, (caller) => listIssues(caller));
  registerEndpoint(app, issuesApi.create, async (caller) => {
    const { issue, created } = await createIssue({ ...caller, config }, caller.input.body);
    return createdOrFound(created, issue);
  });
  registerEndpoint(app, issuesApi.updateStatus, (caller) =>
    updateIssueStatus({ ...caller, config }, caller.input.params.guid, caller.input.body),
  );
  registerEndpoint(app, issuesApi.update, (caller) =>
    updateIssue({ ...caller, config }, caller.input.params.guid, caller.input.body),
  );
  registerEndpoint(app, issuesApi.replace, (caller) =>
    updateIssue({ ...caller, config }, caller.input.params.guid, caller.input.body),
  );
}
