import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import type { MeterType } from '#core/meters/meter-constants.ts';
import { call } from '#web/lib/call.ts';

export interface CreateMeterActivityInput {
  guid: string;
  locationId: string;
  meterType: MeterType;
  gpsLatitude: string | null;
  gpsLongitude: string | null;
  gpsAccuracy: string | null;
  marinaId: string | null;
}

/** POST /api/activities for a meter: type meter_read, comment 'Meter reading (<type>)'. */
export function createMeterActivity(input: CreateMeterActivityInput) {
  return call(activitiesEndpoints.create, { body: meterActivityBody(input) });
}

/** The body of the meter_read activity (also queued as is by the offline queue). */
export function meterActivityBody({ meterType, marinaId, ...input }: CreateMeterActivityInput) {
  return {
    guid: input.guid,
    locationId: input.locationId,
    type: 'meter_read' as const,
    comment: `Meter reading (${meterType})`,
    gpsLatitude: input.gpsLatitude,
    gpsLongitude: input.gpsLongitude,
    gpsAccuracy: input.gpsAccuracy,
    ...(marinaId ? { marinaId } : {}),
  };
}
