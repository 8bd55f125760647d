import { randomUUID } from 'node:crypto';
import { AUTOMATIC_CHECK_IN_COMMENT, LOCATION_FEED_PAGE } from '#core/activity/activity-constants.ts';
import { METER_READS_PAGE } from '#core/meters/meter-constants.ts';
import type { Tenant } from './generate.ts';

/** The locations list's default (full) answer, measured beside the compact view the app reads. */
export const LOCATIONS_FULL = 'locations with last activity, full (reference)';
/** The spec's request for the month in one response: the reference the app's first page is judged against. */
export const UNPAGED_MONTH = 'a month of meter reads, unpaged (reference)';

/** One HTTP request of a hot read or write; `body` makes a fresh body (new guid) each time. */
export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  body?: () => Record<string, unknown>;
}

export interface Endpoint {
  name: string;
  kind: 'read' | 'write';
  /** Requests cycled through in order, by autocannon and by the raw replay alike. */
  variants: RequestSpec[];
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const DAY_MS = 24 * 3600_000;

export function hotEndpoints(tenant: Tenant): Endpoint[] {
  const marinas = tenant.marinas.map((m) => m.guid);
  const { anchor } = tenant;
  const summarySince = new Date(anchor.getTime() - 20 * 3600_000).toISOString();
  const monthStart = day(new Date(anchor.getTime() - 30 * DAY_MS));
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const slips = tenant.sampleLocations.slice(0, 10).map((l) => l.guid);
  const month = (marinaId: string) => ({ marinaId, startDate: monthStart, endDate: day(anchor) });
  return [
    {
      // What the app asks for: the compact view (decision 0045), expanded on the phone.
      name: 'locations with last activity',
      kind: 'read',
      variants: marinas.map((m) => ({
        method: 'GET',
        path: `/api/locations?${q({ marinaId: m, view: 'compact' })}`,
      })),
    },
    {
      // The default answer, unchanged for other API users: the compact row's reference.
      name: LOCATIONS_FULL,
      kind: 'read',
      variants: marinas.map((m) => ({ method: 'GET', path: `/api/locations?${q({ marinaId: m })}` })),
    },
    {
      name: 'activity feed first page',
      kind: 'read',
      variants: marinas.map((m) => ({ method: 'GET', path: `/api/activities?${q({ marinaId: m })}` })),
    },
    {
      // What the app asks for: the location's Activity Feed shows the newest 20 ('Load more' adds 20).
      name: "a location's activities",
      kind: 'read',
      variants: slips.map((g) => ({
        method: 'GET',
        path: `/api/locations/${g}/activities?limit=${LOCATION_FEED_PAGE}`,
      })),
    },
    {
      // The API's default page, for a client that sends no limit. A slip has ~20 activities at a
      // tenth of the history, so this page fills up (11 -> 50 KB) between the two scales: its
      // growth is the page's, not the history's.
      name: "a location's activities, default 100",
      kind: 'read',
      variants: slips.map((g) => ({ method: 'GET', path: `/api/locations/${g}/activities` })),
    },
    {
      // What the app asks for (decision 0046): the first page of the month; the rest comes on scroll.
      name: 'a month of meter reads',
      kind: 'read',
      variants: marinas.map((m) => ({
        method: 'GET',
        path: `/api/meter-reads?${q({ ...month(m), limit: String(METER_READS_PAGE), paged: 'true' })}`,
      })),
    },
    {
      // The spec's request, one response for the month: the first page's reference.
      name: UNPAGED_MONTH,
      kind: 'read',
      variants: marinas.map((m) => ({ method: 'GET', path: `/api/meter-reads?${q(month(m))}` })),
    },
    {
      // The screen's other read beside the first page: count, group counts and chart points.
      name: 'a month of meter reads, summary',
      kind: 'read',
      variants: marinas.map((m) => ({ method: 'GET', path: `/api/meter-reads/summary?${q(month(m))}` })),
    },
    {
      // The shift summary page's reads over the last 20 hours: check-ins, issues, notes, meter reads.
      name: 'shift summary data',
      kind: 'read',
      variants: marinas.slice(0, 3).flatMap((m): RequestSpec[] => [
        {
          method: 'GET',
          path: `/api/activities?${q({ marinaId: m, type: 'patrol_check', since: summarySince, limit: '500' })}`,
        },
        {
          method: 'GET',
          path: `/api/activities?${q({ marinaId: m, type: 'issue', since: summarySince, limit: '500' })}`,
        },
        {
          method: 'GET',
          path: `/api/activities?${q({ marinaId: m, type: 'comment', since: summarySince, limit: '500' })}`,
        },
        {
          method: 'GET',
          path: `/api/meter-reads?${q({ marinaId: m, startDate: summarySince, limit: '5000' })}`,
        },
      ]),
    },
    {
      name: 'check-in POST',
      kind: 'write',
      variants: slips.map((g) => ({
        method: 'POST',
        path: '/api/activities',
        body: () => ({
          guid: randomUUID(),
          locationId: g,
          type: 'patrol_check',
          staffName: 'Bench Guard',
          comment: AUTOMATIC_CHECK_IN_COMMENT,
          gpsLatitude: '38.97840000',
          gpsLongitude: '-76.49220000',
          gpsAccuracy: '8.00',
        }),
      })),
    },
  ];
}
