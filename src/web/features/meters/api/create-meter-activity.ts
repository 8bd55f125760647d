import { activitiesEndpoints } from '#core/activity/activities.endpoints.ts';
import { call } from '#web/lib/call.ts';
import type { MeterCapture } from './meter-capture.ts';

/** POST /api/activities for a meter: type meter_read, comment 'Meter reading (<type>)'. */
export function createMeterActivity(input: MeterCapture) {
  return call(activitiesEndpoints.create, { body: meterActivityBody(input) });
}

/** The body of the meter_read activity (also queued as is by the offline queue). */
export function meterActivityBody({ meterType, marinaId, ...input }: MeterCapture) {
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
