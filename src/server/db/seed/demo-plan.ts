import type { Executor } from '#server/db/connect.ts';
import { sitePlanPins, sitePlans } from '#server/db/schema/index.ts';
import type { PhotoStorage } from '#server/storage/photo-storage.ts';
import { DEMO_TOURS } from './demo-data.ts';
import { type Box, DEMO_LAYOUT, DEMO_PLAN_SIZE, demoPlanImage, slipBoxes } from './demo-plan-image.ts';

/**
 * The demo marina on its plan (issue 34): where each of its locations is on the picture, the
 * picture's place on the globe (north up, its top-left corner and its span), and the GPS a demo
 * check-in at a location reports: a few metres from it, as a phone's fix is.
 */
const NORTH_WEST = { latitude: 38.9799, longitude: -76.4935 };
/** 1200 × 900 px at 0.18 m a pixel: 216 m by 162 m. */
const SPAN = { latitude: 162 / 111_195, longitude: 216 / (111_195 * Math.cos((38.979 * Math.PI) / 180)) };

const centre = ([x, y, w, h]: Box) => ({
  x: (x + w / 2) / DEMO_PLAN_SIZE.width,
  y: (y + h / 2) / DEMO_PLAN_SIZE.height,
});

/** The first demo marina's locations on the plan, by name (shares of the picture). */
export const DEMO_PLAN_SPOTS: ReadonlyMap<string, { x: number; y: number }> = (() => {
  const spots = new Map<string, { x: number; y: number }>();
  const pairs = { A: 6, B: 5, C: 4 } as const;
  for (const [letter, dock] of Object.entries(DEMO_LAYOUT.docks) as ['A' | 'B' | 'C', Box][]) {
    spots.set(`Dock ${letter}`, centre([dock[0], dock[1], 40, dock[3]]));
    slipBoxes(dock, pairs[letter]).forEach(({ left, right }, i) => {
      const n = String(i + 1).padStart(2, '0');
      spots.set(`${letter}-${n}L`, centre(left));
      spots.set(`${letter}-${n}R`, centre(right));
    });
  }
  spots.set('Marina Office', centre(DEMO_LAYOUT.office));
  spots.set('Bathhouse', centre(DEMO_LAYOUT.bathhouse));
  spots.set('Fuel Dock Shed', centre(DEMO_LAYOUT.fuelShed));
  spots.set('North Boathouse', centre(DEMO_LAYOUT.boathouse));
  const [bx, by, , bh] = DEMO_LAYOUT.boathouse;
  for (let n = 1; n <= 4; n++)
    spots.set(`North-${n}`, centre([bx + 10 + (n - 1) * 27, by + bh - 40, 20, 30]));
  spots.set('Main Gate', centre([565, 150, 40, 20]));
  spots.set('Boat Ramp', centre(DEMO_LAYOUT.ramp));
  spots.set('Parking Lot', centre(DEMO_LAYOUT.parking));
  return spots;
})();

/** The night round's checkpoints among the slips (demo-data.ts DEMO_TOURS). */
const NIGHT_ROUND = new Set(DEMO_TOURS[0]!.checkpoints);

const gpsAt = ({ x, y }: { x: number; y: number }) => ({
  latitude: NORTH_WEST.latitude - y * SPAN.latitude,
  longitude: NORTH_WEST.longitude + x * SPAN.longitude,
});

/** A demo check-in's fix at a location of the plan (within about 5 m), else somewhere in the harbour. */
export function demoFix(name: string, random: () => number): { gpsLatitude: string; gpsLongitude: string } {
  const spot = DEMO_PLAN_SPOTS.get(name);
  if (!spot) {
    return {
      gpsLatitude: (38.9784 + random() * 0.002).toFixed(8),
      gpsLongitude: (-76.4922 + random() * 0.002).toFixed(8),
    };
  }
  const { latitude, longitude } = gpsAt(spot);
  const metres = 0.000009;
  return {
    gpsLatitude: (latitude + (random() - 0.5) * 10 * metres).toFixed(8),
    gpsLongitude: (longitude + (random() - 0.5) * 13 * metres).toFixed(8),
  };
}

/**
 * The plan of the demo's first marina: its picture stored as a registered photo (disk storage; a
 * bucket's demo has no plan, nothing to PUT it with here), its locations pinned, tied to GPS by
 * three corners. Answers whether it was made.
 */
export async function seedDemoPlan(
  tx: Executor,
  storage: PhotoStorage | undefined,
  site: { clientId: number; clientGuid: string; marinaId: number; locations: ReadonlyMap<string, number> },
): Promise<boolean> {
  if (!storage?.save) return false;
  const photoGuid = crypto.randomUUID();
  const image = demoPlanImage();
  await storage.save(site.clientGuid, photoGuid, image, { mime: 'image/png', ext: 'png' });
  const calibration = [
    { x: 0.05, y: 0.05 },
    { x: 0.95, y: 0.1 },
    { x: 0.5, y: 0.95 },
  ].map((spot) => {
    const gps = gpsAt(spot);
    return { ...spot, gpsLatitude: gps.latitude, gpsLongitude: gps.longitude };
  });
  const [plan] = await tx
    .insert(sitePlans)
    .values({
      clientId: site.clientId,
      marinaId: site.marinaId,
      name: 'Bayside Marina',
      photoGuid,
      contentType: 'image/png',
      byteSize: image.length,
      ...DEMO_PLAN_SIZE,
      calibration,
    })
    .returning({ id: sitePlans.id });
  // The docks, the buildings and places, and the night round's slips: a plan a guard reads at a
  // glance (every slip is a location too; an admin pins more when the plan is zoomed).
  const pinned = [...DEMO_PLAN_SPOTS].filter(
    ([name]) => !/^[A-C]-\d\d[LR]$|^North-\d$/.test(name) || NIGHT_ROUND.has(name),
  );
  const pins = pinned.flatMap(([name, at]) => {
    const locationId = site.locations.get(name);
    return locationId === undefined ? [] : [{ clientId: site.clientId, planId: plan!.id, locationId, ...at }];
  });
  await tx.insert(sitePlanPins).values(pins);
  return true;
}
