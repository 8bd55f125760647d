/**
 * Response serialization alone (ADR 0022): fastify-type-provider-zod's serializer (zod encode,
 * then JSON.stringify) against the fast-json-stringify serializer compiled from the same schema,
 * on generated payloads the size of the bench's hot reads. `tsx scripts/bench/serializer.ts [runs]`
 */
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activitySchema } from '#core/activity/activity.schema.ts';
import { locationListItemSchema } from '#core/locations/location.schema.ts';
import { meterReadingSchema } from '#core/meters/meter-reading.schema.ts';
import { compileFastSerializer } from '#server/plugins/fast-serializer.ts';

const RUNS = Number(process.argv[2] ?? 60);
const iso = (i: number) => new Date(Date.UTC(2026, 2, 1) + i * 61_000).toISOString();
const marinaId = randomUUID();

function meterReading(i: number) {
  const activityId = randomUUID();
  const imageId = i % 3 === 0 ? null : randomUUID();
  return {
    guid: randomUUID(),
    activityId,
    meterImageId: imageId,
    marinaId,
    meterType: i % 2 ? 'power' : 'water',
    reading: i % 17 === 0 ? null : `${10_000 + i * 7}.${String(i % 1000).padStart(3, '0')}`,
    notes: i % 5 === 0 ? 'Dial partly fogged, read from the side' : null,
    warning: i % 50 === 0 ? 'Unusually high consumption' : null,
    consumption: i % 7 === 0 ? null : `${(i % 90) + 0.125}`,
    createdAt: iso(i),
    transcribedAt: imageId ? iso(i + 1) : null,
    activity: {
      guid: activityId,
      locationId: randomUUID(),
      timestamp: iso(i),
      comment: null,
      userId: randomUUID(),
    },
    location: {
      guid: randomUUID(),
      name: `B${i % 24}`,
      parentLocation: { guid: randomUUID(), name: `Dock ${i % 20}` },
    },
    meterImage: imageId ? { guid: imageId, photoPath: `/img/${imageId}` } : null,
  };
}

function location(i: number) {
  return {
    guid: randomUUID(),
    name: `Dock ${Math.floor(i / 24)} slip ${i % 24}`,
    typeId: randomUUID(),
    typeName: i % 24 === 0 ? 'Dock' : 'Slip',
    parentId: i % 24 === 0 ? null : randomUUID(),
    description: i % 4 === 0 ? 'Shore power 16 A, water' : null,
    status: 'active',
    hasOccupancy: i % 24 !== 0,
    marinaId,
    createdAt: iso(i),
    lastActivityAt: i % 3 ? iso(i + 100) : null,
    lastPatrolAt: i % 5 ? iso(i + 50) : null,
  };
}

function activity(i: number) {
  return {
    guid: randomUUID(),
    type: 'patrol_check',
    timestamp: iso(i),
    marinaId,
    locationId: randomUUID(),
    locationName: `B${i % 24}`,
    userId: randomUUID(),
    staffName: 'Ann Guard',
    comment: 'Automatic check-in via QR/NFC',
    occupancyChecklistId: null,
    issueId: null,
    gpsLatitude: '52.367600',
    gpsLongitude: '4.904100',
    gpsAccuracy: '8.00',
    gpsFlags: i % 9 === 0 ? ['far'] : [],
    gpsDistance: i % 9 === 0 ? 140 : 12,
  };
}

const times = (n: number, make: (i: number) => unknown) => Array.from({ length: n }, (_, i) => make(i));
const cases = [
  {
    name: 'a month of meter reads (1,679)',
    schema: z.array(meterReadingSchema),
    data: times(1679, meterReading),
  },
  { name: 'meter reads (500)', schema: z.array(meterReadingSchema), data: times(500, meterReading) },
  { name: 'locations (500)', schema: z.array(locationListItemSchema), data: times(500, location) },
  { name: 'activity feed page (100)', schema: z.array(activitySchema), data: times(100, activity) },
  { name: 'shift summary check-ins (500)', schema: z.array(activitySchema), data: times(500, activity) },
  { name: 'check-in POST (1 activity)', schema: activitySchema, data: activity(1) },
];

function medianMs(fn: () => string): number {
  for (let i = 0; i < 10; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? Number.NaN;
}

console.log(
  `median of ${RUNS} runs, ms | zod serializer | fast-json-stringify | JSON.stringify alone | zod ÷ fast`,
);
for (const { name, schema, data } of cases) {
  const viaZod = zodSerializerCompiler({ schema, method: 'GET', url: '/bench', httpStatus: '200' });
  const fast = compileFastSerializer(schema);
  if (!isDeepStrictEqual(JSON.parse(fast(data)), JSON.parse(viaZod(data))))
    throw new Error(`${name}: outputs differ`);
  const zodMs = medianMs(() => viaZod(data));
  const fastMs = medianMs(() => fast(data));
  const plainMs = medianMs(() => JSON.stringify(data));
  const kb = (Buffer.byteLength(fast(data)) / 1024).toFixed(1);
  console.log(
    `${name} [${kb} KB] | ${zodMs.toFixed(3)} | ${fastMs.toFixed(3)} | ${plainMs.toFixed(3)} | ${(zodMs / fastMs).toFixed(1)}×`,
  );
}
