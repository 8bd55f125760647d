import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import { patrolEndpoints } from '#core/patrol/patrol.endpoints.ts';
import { locationsEndpoints } from './locations.endpoints.ts';

/**
 * Every read of locations and of what a location's path holds (its activities, siblings and
 * reference position): the answers that change with a location's name, place or activities, for
 * the web to refresh together.
 */
export const locationReads = [
  locationsEndpoints.list,
  locationsEndpoints.get,
  locationsEndpoints.siblings,
  activitiesEndpoints.locationFeed,
  patrolEndpoints.reference,
] as const;
