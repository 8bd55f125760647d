import { apiRequest, buildUrl } from '#web/lib/api-client.ts';

export interface DeleteOccupancyCheckInput {
  checklistId: string;
  locationId: string;
  marinaId: string;
}

/** DELETE /api/occupancy-checks/{checklistId}/{locationId}?marinaId=: marks a child not present. */
export const deleteOccupancyCheck = ({ checklistId, locationId, marinaId }: DeleteOccupancyCheckInput) =>
  apiRequest<{ deleted: boolean }>(
    'DELETE',
    buildUrl(`/api/occupancy-checks/${encodeURIComponent(checklistId)}/${encodeURIComponent(locationId)}`, {
      marinaId,
    }),
  );
