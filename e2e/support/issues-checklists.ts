import type { Page } from 'playwright-core';
import { routeKey } from '#core/api/endpoint.ts';
import type { Checklist, OccupancyChecklist } from '#core/checklists/checklist.schema.ts';
import { checklistsApi } from '#core/checklists/checklists.api.ts';
import type { Issue } from '#core/issues/issue.schema.ts';
import { issuesApi } from '#core/issues/issues.api.ts';
import { occupancyApi } from '#core/occupancy/occupancy.api.ts';
import { callApi } from './api.ts';
import { currentMarinaId } from './locations.ts';

/** Reports an issue through the API with the page's session (test set-up, not the flow under test). */
export async function createIssueViaApi(
  page: Page,
  input: {
    title: string;
    locationId: string;
    description?: string;
    priority?: 'low' | 'medium' | 'high';
    /** The current marina's unless given. */
    marinaId?: string;
  },
): Promise<Issue> {
  const marinaId = input.marinaId ?? (await currentMarinaId(page));
  const response = await callApi(page, issuesApi.create, {
    body: { guid: crypto.randomUUID(), marinaId, description: null, priority: 'medium', ...input },
  });
  if (response.status() !== 201)
    throw new Error(`${routeKey(issuesApi.create)} answered ${response.status()}`);
  return (await response.json()) as Issue;
}

/** The marina's issues, as the server has them now. */
export async function issuesViaApi(page: Page): Promise<Issue[]> {
  const marinaId = await currentMarinaId(page);
  return (await (await callApi(page, issuesApi.list, { query: { marinaId } })).json()) as Issue[];
}

export async function occupancyChecklistsViaApi(page: Page): Promise<OccupancyChecklist[]> {
  const marinaId = await currentMarinaId(page);
  const response = await callApi(page, occupancyApi.list, { query: { marinaId } });
  if (!response.ok()) throw new Error(`${routeKey(occupancyApi.list)} answered ${response.status()}`);
  return (await response.json()) as OccupancyChecklist[];
}

/**
 * Finalizes the open occupancy checklist of a location, if another test file left one open: the
 * e2e database is shared by every file of a run.
 */
export async function closeOpenOccupancyChecklist(page: Page, locationGuid: string): Promise<void> {
  const marinaId = await currentMarinaId(page);
  const open = (await occupancyChecklistsViaApi(page)).find(
    (c) => c.locationId === locationGuid && !c.finalized,
  );
  if (!open) return;
  const response = await callApi(page, occupancyApi.finalize, {
    params: { guid: open.guid },
    body: { marinaId },
  });
  if (!response.ok()) throw new Error(`finalize answered ${response.status()}`);
}

export async function checklistTemplatesViaApi(page: Page): Promise<Checklist[]> {
  const marinaId = await currentMarinaId(page);
  return (await (await callApi(page, checklistsApi.list, { query: { marinaId } })).json()) as Checklist[];
}
