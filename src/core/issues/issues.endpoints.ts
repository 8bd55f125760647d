import { defineRoutes } from '#core/api/endpoint.ts';
import type { issuesSchemas } from './issues.schemas.ts';

/**
 * The issues endpoints (spec 001 section 7), as the web calls them: no schemas here, so a page
 * that lists issues does not load zod. Their types come from `issues.schemas.ts`.
 */
export const issuesEndpoints = defineRoutes<typeof issuesSchemas>()({
  list: {
    method: 'GET',
    path: '/api/issues',
    operationId: 'listIssues',
    summary: "The marina's issues, newest first",
    tag: 'Issues',
    access: 'marina-staff',
    offline: 'keep',
    marinaFrom: 'query',
  },
  create: {
    method: 'POST',
    path: '/api/issues',
    operationId: 'createIssue',
    summary: 'Reports an issue at a location (idempotent by guid)',
    tag: 'Issues',
    access: 'marina-staff',
    marinaFrom: 'body',
    offline: 'queue',
  },
  updateStatus: {
    method: 'PATCH',
    path: '/api/issues/:guid/status',
    operationId: 'updateIssueStatus',
    summary: "Changes an issue's status",
    tag: 'Issues',
    access: 'marina-staff',
    marinaFrom: 'body',
    offline: 'online-only',
  },
  update: {
    method: 'PATCH',
    path: '/api/issues/:guid',
    operationId: 'updateIssue',
    summary: "Changes an issue's title, description or priority",
    tag: 'Issues',
    access: 'marina-staff',
    marinaFrom: 'body',
    offline: 'online-only',
  },
  /** Issue 18: the same change as PATCH, and the way an issue gains photos later (`photoIds`). */
  replace: {
    method: 'PUT',
    path: '/api/issues/:guid',
    operationId: 'putIssue',
    summary: "Changes an issue's title, description or priority, and adds photos (at most 5 in all)",
    tag: 'Issues',
    access: 'marina-staff',
    marinaFrom: 'body',
    offline: 'online-only',
  },
});
