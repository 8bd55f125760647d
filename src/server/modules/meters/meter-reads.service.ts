import { encodePageCursor } from '#core/common/page-cursor.ts';
import { consumption } from '#core/meters/consumption.ts';
import { METER_READS_COUNT_DAYS } from '#core/meters/meter-constants.ts';
import type { MeterReading, MeterReadsFilter, MeterReadsQuery } from '#core/meters/meter-reading.schema.ts';
import type { MeterReadsPage } from '#core/meters/meter-reads-views.schema.ts';
import { locationInClient } from '#server/modules/activity/activities.service.ts';
import type { MarinaCaller } from '#server/plugins/auth-context.ts';
import { badRequest } from '#server/plugins/http-errors.ts';
import { listReadings, type ReadingFilter, type ReadingRow } from './meter-reads.queries.ts';
import { countReadingsSince } from './meters.queries.ts';

const DAY_MS = 24 * 3600_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The use since the previous reading, only between readings of one unit (decision 0053): a unit
 * change is a new meter or a corrected label, and a dial's numbers in two units do not subtract.
 */
function useSincePrevious(row: ReadingRow): Pick<MeterReading, 'consumption' | 'unitChanged'> {
  const unitChanged = row.reading !== null && row.previousReading !== null && row.previousUnit !== row.unit;
  return { consumption: unitChanged ? null : consumption(row.reading, row.previousReading), unitChanged };
}

export const toMeterReading = (row: ReadingRow): MeterReading => ({
  guid: row.guid,
  activityId: row.activityGuid,
  meterImageId: row.imageGuid,
  marinaId: row.marinaGuid,
  meterType: row.meterType,
  unit: row.unit,
  reading: row.reading,
  notes: row.notes,
  warning: row.warning,
  ...useSincePrevious(row),
  createdAt: row.createdAt,
  transcribedAt: row.transcribedAt,
  activity: {
    guid: row.activityGuid,
    locationId: row.activityLocationGuid,
    timestamp: row.activityTimestamp,
    comment: row.activityComment,
    userId: row.activityUserGuid,
  },
  location:
    row.locationGuid && row.locationName !== null
      ? {
          guid: row.locationGuid,
          name: row.locationName,
          parentLocation:
            row.parentGuid && row.parentName !== null ? { guid: row.parentGuid, name: row.parentName } : null,
        }
      : null,
  meterImage: row.imageGuid ? { guid: row.imageGuid, photoPath: row.imagePhotoPath } : null,
});

/**
 * startDate/endDate: a YYYY-MM-DD day (UTC; the end day counts to its last moment) or an ISO
 * date-time with offset (the web sends the device's local day bounds this way).
 */
export function dateWindow(
  startDate?: string,
  endDate?: string,
): Pick<ReadingFilter, 'from' | 'before' | 'upTo'> {
  const window: Pick<ReadingFilter, 'from' | 'before' | 'upTo'> = {};
  if (startDate) window.from = new Date(DATE_ONLY.test(startDate) ? `${startDate}T00:00:00Z` : startDate);
  if (endDate && DATE_ONLY.test(endDate))
    window.before = new Date(Date.parse(`${endDate}T00:00:00Z`) + DAY_MS);
  else if (endDate) window.upTo = new Date(endDate);
  const end = window.before ?? window.upTo;
  if (window.from && end && end.getTime() < window.from.getTime()) {
    throw badRequest('querystring.endDate: must not be before startDate');
  }
  return window;
}

/** The reading filter of the history's query: the marina, a parent's subtree, a type, a window. */
export async function readingFilter(
  { db, auth, scope }: MarinaCaller,
  query: MeterReadsFilter,
): Promise<ReadingFilter> {
  let subtreeOf: number | undefined;
  if (query.parentLocationId) {
    const parent = await locationInClient(db, auth, query.parentLocationId);
    if (parent.marinaId !== scope.marinaId) {
      throw badRequest('querystring.parentLocationId: is not a location of this marina');
    }
    subtreeOf = parent.id;
  }
  return {
    clientId: scope.clientId,
    marinaId: scope.marinaId,
    ...(subtreeOf !== undefined ? { subtreeOf } : {}),
    ...(query.meterType ? { meterType: query.meterType } : {}),
    ...dateWindow(query.startDate, query.endDate),
    limit: query.limit,
  };
}

/**
 * GET /api/meter-reads: the marina's readings in a window, newest first, with consumption. With
 * `paged=true`, `limit` of them and the cursor of the next page (decision 0046); one more row is
 * read to know whether there is one. Each reading's consumption is the same on any page.
 */
export async function listMeterReads(
  caller: MarinaCaller,
  query: MeterReadsQuery,
): Promise<MeterReading[] | MeterReadsPage> {
  if (query.after && !query.paged) throw badRequest('querystring.after: only with paged=true');
  const filter = await readingFilter(caller, query);
  if (!query.paged) return (await listReadings(caller.db, filter)).map(toMeterReading);
  const rows = await listReadings(caller.db, {
    ...filter,
    limit: query.limit + 1,
    page: { after: query.after },
  });
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(toMeterReading),
    nextCursor:
      rows.length > query.limit && last?.cursorAt
        ? encodePageCursor({ at: last.cursorAt, guid: last.guid })
        : null,
  };
}

/** GET /api/meter-reads/count/last40days. */
export async function countRecentReads({ db, scope }: MarinaCaller) {
  const since = new Date(Date.now() - METER_READS_COUNT_DAYS * DAY_MS);
  return { count: await countReadingsSince(db, scope.clientId, scope.marinaId, since) };
}
