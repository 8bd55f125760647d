import type { OccupancyCheck } from '#core/checklists/checklist.schema.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export interface CreateOccupancyCheckInput {
  guid: string;
  checklistId: string;
  locationId: string;
  marinaId: string;
}

/** POST /api/occupancy-checks {checklistId, locationId, marinaId}: marks a child present. */
export const createOccupancyCheck = (body: CreateOccupancyCheckInput) =>
  apiRequest<OccupancyCheck>('POST', '/api/occupancy-checks', body);
