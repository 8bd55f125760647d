import type { Page } from 'playwright-core';
import type { CreateTourRequest, Tour } from '#core/tours/tour.schema.ts';
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
  const response = await page.request.post('/api/tours', { data: { ...input, marinaId } });
  if (response.status() !== 201) {
    throw new Error(`POST /api/tours answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as Tour;
}
