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

/**
 * An ISO weekday (1 = Monday … 7 = Sunday) `days` after today by UTC, for a test tour's one slot:
 * three days on, it is never today or tomorrow in any zone, so no planned run of the tour stands
 * beside the one the test starts. (A fixed weekday did, once a week at its hour.)
 */
export const isoWeekdayInDays = (days = 3) => ((new Date().getUTCDay() + days + 6) % 7) + 1;
