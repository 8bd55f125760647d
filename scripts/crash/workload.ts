import { randomBytes, randomUUID } from 'node:crypto';
import { tinyJpeg } from '../../src/server/test/image-fixtures.ts';
import type { HttpClient } from './http.ts';

export type Table = 'activities' | 'meter_images' | 'meter_readings' | 'photos';

/** One write the client sent, and what it heard back. */
export interface WriteRecord {
  round: number;
  table: Table;
  guid: string;
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
  /** The HTTP status received, if any. */
  status?: number;
  /** A 2xx status line arrived: the server said it is stored. */
  acked: boolean;
  /** When it arrived (Date.now()). */
  ackedAt?: number;
}

/** Writes that depend on each other (a meter reading's photo, image, activity, reading), in order. */
export interface Flow {
  writes: WriteRecord[];
}

export interface Target {
  marinaId: string;
  locations: string[];
}

export type Random = () => number;

/** A seeded PRNG (mulberry32), so a failing run can be repeated with --seed. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A JPEG by its magic bytes, 64 KB, so a torn file would show. */
export function photoBytes(): Buffer {
  const jpeg = tinyJpeg();
  return Buffer.concat([jpeg.subarray(0, -2), randomBytes(64 * 1024), jpeg.subarray(-2)]);
}

const gps = (random: Random) => ({
  gpsLatitude: (50 + random()).toFixed(6),
  gpsLongitude: (-1 - random()).toFixed(6),
  gpsAccuracy: '8',
});

class ServerGone extends Error {}

export interface DriveResult {
  flows: Flow[];
  /** Anything the server answered during the drive that was not a success. */
  problems: string[];
}

/**
 * Concurrent workers post check-ins, notes and meter readings until stopped (the server is
 * killed). Every write is recorded before it is sent.
 */
export async function drive(
  client: HttpClient,
  target: Target,
  round: number,
  random: Random,
  workers: number,
  stopped: () => boolean,
  onFirstAck: () => void,
): Promise<DriveResult> {
  let firstAck = true;
  const flows: Flow[] = [];
  const problems: string[] = [];
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)] as T;

  const write = async (
    flow: Flow,
    table: Table,
    guid: string,
    method: 'POST' | 'PUT',
    path: string,
    body: unknown,
  ) => {
    const record: WriteRecord = { round, table, guid, method, path, body, acked: false };
    flow.writes.push(record);
    try {
      const reply = await client.send(method, path, body, (status) => {
        record.status = status;
        record.acked = status >= 200 && status <= 299;
        if (record.acked) record.ackedAt = Date.now();
        if (record.acked && firstAck) {
          firstAck = false;
          onFirstAck();
        }
      });
      if (!record.acked) {
        problems.push(
          `${method} ${path} answered ${reply.status} during the run: ${reply.body.slice(0, 200)}`,
        );
        throw new ServerGone();
      }
      return reply;
    } catch (error) {
      if (!(error instanceof ServerGone) && !stopped())
        problems.push(`${method} ${path} failed before the kill: ${error}`);
      throw new ServerGone();
    }
  };

  const checkIn = async (flow: Flow) => {
    const guid = randomUUID();
    const body = {
      guid,
      locationId: pick(target.locations),
      type: 'patrol_check',
      timestamp: new Date().toISOString(),
      ...gps(random),
    };
    await write(flow, 'activities', guid, 'POST', '/api/activities', body);
  };

  const note = async (flow: Flow) => {
    const guid = randomUUID();
    const body = {
      guid,
      locationId: pick(target.locations),
      type: 'comment',
      comment: `Crash test note, round ${round}: ${randomBytes(6).toString('hex')}`,
      timestamp: new Date().toISOString(),
    };
    await write(flow, 'activities', guid, 'POST', '/api/activities', body);
  };

  const meterReading = async (flow: Flow) => {
    const locationId = pick(target.locations);
    const meterType = pick(['power', 'water', 'gas']);
    let page: {
      embeddedData: {
        uploadURL: string;
        meterImageGuid: string;
        activityGuid: string;
        meterReadingGuid: string;
      };
    };
    try {
      page = await client.json(
        'GET',
        `/api/record-meter/${locationId}/${meterType}?marinaId=${target.marinaId}`,
      );
    } catch (error) {
      if (!stopped()) problems.push(`GET record-meter failed before the kill: ${error}`);
      throw new ServerGone();
    }
    const { uploadURL, meterImageGuid, activityGuid, meterReadingGuid } = page.embeddedData;
    await write(flow, 'photos', meterImageGuid, 'PUT', uploadURL, photoBytes());
    await write(flow, 'meter_images', meterImageGuid, 'POST', '/api/meter-images', {
      guid: meterImageGuid,
      locationId,
      meterType,
      photoPath: `/img/${meterImageGuid}`,
      status: 'uploaded',
      ...gps(random),
    });
    await write(flow, 'activities', activityGuid, 'POST', '/api/activities', {
      guid: activityGuid,
      locationId,
      type: 'meter_read',
      timestamp: new Date().toISOString(),
      ...gps(random),
    });
    await write(flow, 'meter_readings', meterReadingGuid, 'POST', '/api/meter-readings', {
      guid: meterReadingGuid,
      activityId: activityGuid,
      meterImageId: meterImageGuid,
      meterType,
      reading: (1000 + random() * 9000).toFixed(3),
      notes: random() < 0.5 ? `round ${round}` : null,
    });
  };

  const worker = async () => {
    while (!stopped()) {
      const flow: Flow = { writes: [] };
      flows.push(flow);
      const roll = random();
      try {
        if (roll < 0.4) await checkIn(flow);
        else if (roll < 0.7) await note(flow);
        else await meterReading(flow);
      } catch (error) {
        if (error instanceof ServerGone) return;
        throw error;
      }
    }
  };

  await Promise.all(Array.from({ length: workers }, worker));
  return { flows: flows.filter((f) => f.writes.length > 0), problems };
}
