import { medianPosition, toCoordinate } from '#core/patrol/geo.ts';
import { type CheckInVerdict, checkInVerdict, REFERENCE_SAMPLE_SIZE } from '#core/patrol/gps-flags.ts';
import type { Executor } from '#server/db/connect.ts';
import { findReference, firstGoodCheckIns, previousCheckInAt, writeReference } from './patrol.queries.ts';

export interface CheckInInput {
  guid: string;
  locationId: number;
  userId: number;
  at: Date;
  gpsLatitude: string | null;
  gpsLongitude: string | null;
  gpsAccuracy: string | null;
}

export interface CheckInAssessment {
  verdict: CheckInVerdict;
  /** Whether the location had a reference position (learnReference need not read it again). */
  referenceSet: boolean;
}

/** The flags a new check-in gets (ADR 0020); no flags when it has no usable position. */
export async function assessCheckIn(db: Executor, input: CheckInInput): Promise<CheckInAssessment> {
  const ref = await findReference(db, input.locationId);
  return { verdict: await verdictFor(db, input, ref), referenceSet: ref?.refLatitude != null };
}

async function verdictFor(
  db: Executor,
  input: CheckInInput,
  ref: Awaited<ReturnType<typeof findReference>>,
): Promise<CheckInVerdict> {
  const latitude = toCoordinate(input.gpsLatitude, 90);
  const longitude = toCoordinate(input.gpsLongitude, 180);
  const previousAt = await previousCheckInAt(db, input.locationId, input.userId, input.at, input.guid);
  const refLat = toCoordinate(ref?.refLatitude, 90);
  const refLng = toCoordinate(ref?.refLongitude, 180);
  const reference = refLat !== null && refLng !== null ? { latitude: refLat, longitude: refLng } : null;
  if (latitude === null || longitude === null) {
    return checkInVerdict({
      position: { latitude: 0, longitude: 0 },
      accuracy: null,
      at: input.at,
      reference: null,
      previousAt,
    });
  }
  return checkInVerdict({
    position: { latitude, longitude },
    accuracy: toCoordinate(input.gpsAccuracy, Number.MAX_VALUE),
    at: input.at,
    reference,
    previousAt,
  });
}

/**
 * After a check-in: a location without a reference position takes the median of its first five
 * check-ins with a good fix once there are five. An admin's position is never overridden.
 */
export async function learnReference(
  db: Executor,
  locationId: number,
  referenceSet?: boolean,
): Promise<void> {
  if (referenceSet === true) return;
  if (referenceSet === undefined) {
    const ref = await findReference(db, locationId);
    if (!ref || ref.refLatitude !== null) return;
  }
  const sample = await firstGoodCheckIns(db, locationId, REFERENCE_SAMPLE_SIZE);
  if (sample.length < REFERENCE_SAMPLE_SIZE) return;
  const median = medianPosition(
    sample.map((p) => ({ latitude: Number(p.latitude), longitude: Number(p.longitude) })),
  );
  if (!median) return;
  await writeReference(
    db,
    locationId,
    { latitude: median.latitude.toFixed(8), longitude: median.longitude.toFixed(8), source: 'check-ins' },
    true,
  );
}
