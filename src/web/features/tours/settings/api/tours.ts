import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTourRequest, Tour, UpdateTourRequest } from '#core/tours/tour.schema.ts';
import { toursEndpoints } from '#core/tours/tours.endpoints.ts';
import { call, isKeyOf } from '#web/lib/call.ts';
import { endpointQuery } from '#web/lib/endpoint-query.ts';

/** GET /api/tours?marinaId=: the marina's tours by name, paused ones included. */
export const toursQueryOptions = (marinaId: string) =>
  endpointQuery(toursEndpoints.list, { query: { marinaId } });

export function useTours(marinaId: string) {
  return useQuery(toursQueryOptions(marinaId));
}

export type SaveTourInput =
  | { kind: 'create'; body: CreateTourRequest & { guid: string } }
  | { kind: 'update'; guid: string; body: UpdateTourRequest };

/** POST /api/tours or PUT /api/tours/{guid}: the whole form. */
function saveTour(input: SaveTourInput): Promise<Tour> {
  return input.kind === 'create'
    ? call(toursEndpoints.create, { body: input.body })
    : call(toursEndpoints.update, { params: { guid: input.guid }, body: input.body });
}

const refreshTours = isKeyOf(toursEndpoints.list, toursEndpoints.get);

export function useSaveTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTour,
    onSuccess: () => queryClient.invalidateQueries({ predicate: refreshTours }),
  });
}

/** DELETE /api/tours/{guid}. */
export function useDeleteTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(toursEndpoints.remove, { params: { guid } }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: refreshTours }),
  });
}
