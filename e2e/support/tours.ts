import type { Page } from 'playwright-core';
import { routeKey } from '#core/api/endpoint.ts';
import type { CreateTourRequest, Tour } from '#core/tours/tour.schema.ts';
import { toursApi } from '#core/tours/tours.api.ts';
import { callApi } from './api.ts';
import { currentMarinaId } from './locations.ts';

/** Makes a tour through the API with the page's session, an admin's (test set-up, not the flow under test). */
export async function createTourViaApi(
  page: Page,
  input: Omit<CreateTourRequest, 'marinaId'> & {
    /** The current marina's unless given. */
    marinaId?: string;
  },
): Promise<Tour> {
  const marinaId = input.marinaId ?? (await currentMarinaId(page));
  const response = await callApi(page, toursApi.create, { body: { ...input, marinaId } });
  if (response.status() !== 201) {
    throw new Error(`${routeKey(toursApi.create)} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as Tour;
}
