import type { InjectOptions } from 'fastify';
import { accountApi } from '#core/account/account.api.ts';
import { activitiesApi } from '#core/activity/activities.api.ts';
import { type Access, type EndpointDefinition, routeKey } from '#core/api/endpoint.ts';
import { authApi } from '#core/auth/auth.api.ts';
import { backendApi } from '#core/backend/backend.api.ts';
import { checkInApi } from '#core/check-in/check-in.api.ts';
import { checklistsApi } from '#core/checklists/checklists.api.ts';
import { checklistsAdminApi } from '#core/checklists/checklists-admin.api.ts';
import { issuesApi } from '#core/issues/issues.api.ts';
import { locationTypesApi } from '#core/location-types/location-types.api.ts';
import { locationsApi } from '#core/locations/locations.api.ts';
import { marinasApi } from '#core/marinas/marinas.api.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { notificationsApi } from '#core/notifications/notifications.api.ts';
import { occupancyApi } from '#core/occupancy/occupancy.api.ts';
import { patrolApi } from '#core/patrol/patrol.api.ts';
import { uploadsApi } from '#core/photos/uploads.api.ts';
import { safetyApi } from '#core/safety/safety.api.ts';
import { DEFAULT_SAFETY } from '#core/safety/safety-settings.ts';
import { shiftQuestionsApi } from '#core/shifts/shift-questions.api.ts';
import { shiftQuestionsAdminApi } from '#core/shifts/shift-questions-admin.api.ts';
import { shiftsApi } from '#core/shifts/shifts.api.ts';
import { tourExceptionsApi } from '#core/tours/tour-exceptions.api.ts';
import { tourRunsApi } from '#core/tours/tour-runs.api.ts';
import { toursApi } from '#core/tours/tours.api.ts';
import type { ApiWorld, Persona } from './api-world.ts';
import { TEST_PASSWORD } from './factories.ts';
import { tinyJpeg } from './image-fixtures.ts';

/** A valid request for a route: path params, query and JSON body (or raw bytes with their type). */
export interface RouteRequest {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
  raw?: { payload: Buffer; contentType: string };
}

/** Expected status per persona, in PERSONAS order. */
export type Expect = readonly [number, number, number, number, number, number, number];

export interface RouteRow {
  expect: Expect;
  request: (w: ApiWorld) => RouteRequest | Promise<RouteRequest>;
  /** Public or backend (super_admin, all clients, decision 0002): the other client may see this tenant. */
  crossClient?: boolean;
  /** For a catalogue endpoint, the access level its expectations were derived from. */
  access?: Access;
}

//                                   out  staff  staff1  admin  othAdm super  othSup
/** Anyone, signed in or not. */
const PUBLIC = (c: number): Expect => [c, c, c, c, c, c, c];
/** Any signed-in user, about their own account or client. */
const SIGNED_IN = (c: number): Expect => [401, c, c, c, c, c, c];
/** Users who may work at marina 0; the other client gets 404 (same answer as an unknown guid). */
const MARINA = (c: number): Expect => [401, c, 403, c, 404, c, 404];
/** Admins of marina 0 (super_admin included). */
const ADMIN = (c: number): Expect => [401, 403, 403, c, 404, c, 404];
/**
 * Client-wide data every marina shares (location types): client admins and super_admin only. The
 * admin persona, an admin of marina 0 alone, gets 403 (decision 0023); a client admin's success is
 * in the route's own tests.
 */
const CLIENT_ADMIN = (c: number): Expect => [401, 403, 403, 403, 404, c, 404];
/** The user's own shift and answers: anyone else gets 404. */
const OWN = (c: number): Expect => [401, c, 404, 404, 404, 404, 404];
/** The admin persona's own record; everyone else's answer is that of an unknown guid. */
const OWN_ADMIN = (c: number): Expect => [401, 404, 404, c, 404, 404, 404];
/** The backend: super_admin only, across clients by design. */
const SUPER = (c: number): Expect => [401, 403, 403, 403, 403, c, c];

const row = (expect: Expect, request: RouteRow['request'], crossClient = false): RouteRow => ({
  expect,
  request,
  crossClient,
});

/** The expectations each access level of the catalogue stands for. */
const BY_ACCESS: Record<Access, { expect: (c: number) => Expect; crossClient: boolean }> = {
  public: { expect: PUBLIC, crossClient: true },
  'signed-in': { expect: SIGNED_IN, crossClient: false },
  'marina-staff': { expect: MARINA, crossClient: false },
  'marina-admin': { expect: ADMIN, crossClient: false },
  'client-admin': { expect: CLIENT_ADMIN, crossClient: false },
  'super-admin': { expect: SUPER, crossClient: true },
};

/**
 * A catalogue endpoint's row: its key and expectations come from the catalogue (issue 16).
 * `checkedBy` overrides the expectations of a 'signed-in' endpoint whose service checks more than
 * its access level says: the user's own shift and its answers (OWN).
 */
const endpointRow = (
  endpoint: EndpointDefinition,
  success: number,
  request: RouteRow['request'],
  checkedBy?: (c: number) => Expect,
): [string, RouteRow] => {
  const { expect, crossClient } = BY_ACCESS[endpoint.access];
  return [
    routeKey(endpoint),
    { expect: (checkedBy ?? expect)(success), request, crossClient, access: endpoint.access },
  ];
};

/**
 * Every API route with the expected answer per persona and a valid request on real objects of the
 * tested tenant (client A, marina 0). The access matrix test fails for a registered route that is
 * missing here, so adding a route means adding its line.
 */
export const ROUTES: Record<string, RouteRow> = {
  // Sign-in and accounts
  'GET /api/login': row(PUBLIC(302), () => ({}), true),
  'GET /api/logout': row(PUBLIC(302), () => ({}), true),
  'GET /api/auth/providers': row(PUBLIC(200), () => ({}), true),
  // Operations (issue 19): the same answer for anyone, signed in or not.
  'GET /api/health': row(PUBLIC(200), () => ({}), true),
  'GET /api/ready': row(PUBLIC(200), () => ({}), true),
  // Without a company identity provider configured (ADR 0014) the callback has nothing to finish.
  'GET /api/callback': row(PUBLIC(404), () => ({ query: { code: 'x', state: 'y' } }), true),
  ...Object.fromEntries([
    endpointRow(authApi.signIn, 200, async (w) => ({
      body: { email: (await w.fresh.user()).email, password: TEST_PASSWORD },
    })),
    endpointRow(authApi.user, 200, () => ({})),
    endpointRow(accountApi.setPassword, 200, async (w) => ({
      body: { token: await w.fresh.passwordToken(), password: 'a new password 1' },
    })),
    endpointRow(accountApi.changePassword, 200, () => ({
      body: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    })),
    endpointRow(marinasApi.list, 200, () => ({})),
    endpointRow(marinasApi.setMeterUnits, 200, (w) => ({
      params: { guid: w.m0.guid },
      body: { power: 'kWh', water: 'gal', gas: 'ft3' },
    })),
    endpointRow(safetyApi.getSettings, 200, (w) => ({ params: { guid: w.m0.guid } })),
    endpointRow(safetyApi.setSettings, 200, (w) => ({ params: { guid: w.m0.guid }, body: DEFAULT_SAFETY })),
    endpointRow(safetyApi.raiseAlert, 201, (w) => ({
      body: {
        guid: w.fresh.guid(),
        marinaId: w.m0.guid,
        kind: 'sos',
        gpsLatitude: '38.9784',
        gpsLongitude: '-76.4922',
      },
    })),
    endpointRow(safetyApi.listAlerts, 200, (w) => ({ query: { marinaId: w.m0.guid } })),
    // Raised by staff: staff reads their own, the marina's admins any.
    endpointRow(safetyApi.getAlert, 200, async (w) => ({ params: { guid: (await w.fresh.alert()).guid } })),
    endpointRow(safetyApi.acknowledgeAlert, 200, async (w) => ({
      params: { guid: (await w.fresh.alert()).guid },
    })),
    endpointRow(safetyApi.resolveAlert, 200, async (w) => ({
      params: { guid: (await w.fresh.alert({ acknowledged: true })).guid },
      body: { note: 'Slipped on the pontoon; fine, went home.' },
    })),
  ]),

  // Locations and types
  ...Object.fromEntries([
    endpointRow(locationTypesApi.list, 200, (w) => ({ query: { marinaId: w.m0.guid } })),
    endpointRow(locationTypesApi.create, 201, (w) => ({
      body: { name: w.fresh.name('Type'), marinaId: w.m0.guid, guid: w.fresh.guid() },
    })),
    endpointRow(locationTypesApi.rename, 200, async (w) => ({
      params: { guid: (await w.fresh.locationType()).guid },
      body: { name: w.fresh.name('Type'), marinaId: w.m0.guid },
    })),
    endpointRow(locationTypesApi.remove, 200, async (w) => ({
      params: { guid: (await w.fresh.locationType()).guid },
      query: { marinaId: w.m0.guid },
    })),
    endpointRow(locationsApi.list, 200, (w) => ({ query: { marinaId: w.m0.guid } })),
    endpointRow(locationsApi.create, 201, (w) => ({
      body: { marinaId: w.m0.guid, guid: w.fresh.guid(), name: w.fresh.name('Slip'), typeId: w.type.guid },
    })),
    endpointRow(locationsApi.get, 200, (w) => ({ params: { guid: w.location.guid } })),
    endpointRow(locationsApi.update, 200, async (w) => ({
      params: { guid: (await w.fresh.location()).guid },
      body: { name: w.fresh.name('Slip'), typeId: w.type.guid, status: 'occupied', marinaId: w.m0.guid },
    })),
    endpointRow(locationsApi.remove, 200, async (w) => ({
      params: { guid: (await w.fresh.location()).guid },
      query: { marinaId: w.m0.guid },
    })),
    endpointRow(locationsApi.siblings, 200, (w) => ({ params: { guid: w.location.guid } })),
    endpointRow(checkInApi.location, 200, (w) => ({ params: { guid: w.location.guid } })),
  ]),
  ...Object.fromEntries([
    endpointRow(patrolApi.reference, 200, (w) => ({ params: { guid: w.location.guid } })),
    endpointRow(patrolApi.setReference, 200, async (w) => ({
      params: { guid: (await w.fresh.location()).guid },
      body: { latitude: '38.9784', longitude: '-76.4922' },
    })),
    endpointRow(patrolApi.clearReference, 200, async (w) => ({
      params: { guid: (await w.fresh.location()).guid },
    })),
  ]),

  // Activities
  ...Object.fromEntries([
    endpointRow(activitiesApi.feed, 200, (w) => ({
      query: { marinaId: w.m0.guid, since: '2020-01-01T00:00:00Z', limit: '20' },
    })),
    endpointRow(activitiesApi.locationFeed, 200, (w) => ({ params: { guid: w.location.guid } })),
    endpointRow(activitiesApi.create, 201, (w) => ({
      body: {
        guid: w.fresh.guid(),
        locationId: w.location.guid,
        type: 'comment',
        comment: 'All quiet',
        timestamp: new Date().toISOString(),
        gpsLatitude: '53.5511',
        gpsLongitude: 9.9937,
        gpsAccuracy: '12.5',
      },
    })),
  ]),

  // Meters and photos
  ...Object.fromEntries([
    endpointRow(metersApi.recordMeter, 200, (w) => ({
      params: { locationGuid: w.location.guid, meterType: 'power' },
    })),
  ]),
  'PUT /img/:guid': row(
    PUBLIC(201),
    (w) => {
      const guid = w.fresh.guid();
      const token = new URL(w.fresh.photoUpload(guid).url, 'http://x').searchParams.get('token')!;
      return { params: { guid }, query: { token }, raw: { payload: tinyJpeg(), contentType: 'image/jpeg' } };
    },
    true,
  ),
  // A photo is read by those who may read its record: here a meter photo of marina 0.
  'GET /img/:guid': row(MARINA(200), (w) => ({ params: { guid: w.photo.guid } })),
  ...Object.fromEntries([
    endpointRow(metersApi.createImage, 201, async (w) => {
      const photo = await w.fresh.photo();
      return {
        body: {
          guid: photo.guid,
          locationId: w.location.guid,
          meterType: 'water',
          photoPath: `/img/${photo.guid}`,
        },
      };
    }),
    endpointRow(metersApi.createReading, 201, async (w) => ({
      body: {
        guid: w.fresh.guid(),
        activityId: (await w.fresh.meterActivity()).guid,
        meterType: 'power',
        reading: '1234.5',
      },
    })),
    endpointRow(metersApi.readingOfActivity, 200, async (w) => ({
      params: { guid: (await w.fresh.reading()).activityGuid },
    })),
    endpointRow(metersApi.updateReading, 200, async (w) => ({
      params: { guid: (await w.fresh.reading()).guid },
      body: { reading: '101.25', notes: 'Checked twice' },
    })),
    endpointRow(metersApi.deleteReading, 200, async (w) => ({
      params: { guid: (await w.fresh.reading()).guid },
      query: { marinaId: w.m0.guid },
    })),
    endpointRow(metersApi.listReads, 200, (w) => ({
      query: { marinaId: w.m0.guid, startDate: '2020-01-01', meterType: 'power' },
    })),
    endpointRow(metersApi.summarizeReads, 200, (w) => ({
      query: { marinaId: w.m0.guid, startDate: '2020-01-01', meterType: 'power' },
    })),
    endpointRow(metersApi.countRecentReads, 200, (w) => ({ query: { marinaId: w.m0.guid } })),
    endpointRow(uploadsApi.slot, 200, (w) => ({ body: { marinaId: w.m0.guid } })),
  ]),

  // Issues
  ...Object.fromEntries([
    endpointRow(issuesApi.list, 200, (w) => ({ query: { marinaId: w.m0.guid } })),
    endpointRow(issuesApi.create, 201, (w) => ({
      body: { guid: w.fresh.guid(), title: 'Loose cleat', locationId: w.location.guid, marinaId: w.m0.guid },
    })),
    endpointRow(issuesApi.update, 200, async (w) => ({
      params: { guid: (await w.fresh.issue()).guid },
      body: { title: 'Loose cleat, dock A', priority: 'high', marinaId: w.m0.guid },
    })),
    endpointRow(issuesApi.replace, 200, async (w) => ({
      params: { guid: (await w.fresh.issue()).guid },
      body: { priority: 'high', photoIds: [(await w.fresh.photo()).guid], marinaId: w.m0.guid },
    })),
    endpointRow(issuesApi.updateStatus, 200, async (w) => ({
      params: { guid: (await w.fresh.issue()).guid },
      body: { status: 'fixed', marinaId: w.m0.guid },
    })),
  ]),

  // Checklists
  ...Object.fromEntries([
    endpointRow(checklistsApi.list, 200, (w) => ({ query: { marinaId: w.m0.guid } })),
    endpointRow(checklistsAdminApi.create, 201, (w) => ({
      body: {
        guid: w.fresh.guid(),
        name: w.fresh.name('Rounds'),
        items: ['Gate', 'Fuel dock'],
        marinaId: w.m0.guid,
      },
    })),
    endpointRow(checklistsAdminApi.update, 200, async (w) => ({
      params: { guid: (await w.fresh.template()).guid },
      body: { name: w.fresh.name('Rounds'), description: 'Nightly', items: ['Gate'], marinaId: w.m0.guid },
    })),
  ]),
  ...Object.fromEntries([
    endpointRow(checklistsApi.listInstances, 200, (w) => ({ query: { marinaId: w.m0.guid } })),
    endpointRow(checklistsApi.start, 201, async (w) => ({
      body: { guid: w.fresh.guid(), checklistId: (await w.fresh.template()).guid, marinaId: w.m0.guid },
    })),
    endpointRow(checklistsApi.save, 200, async (w) => ({
      params: { guid: (await w.fresh.instance()).guid },
      body: { completedItems: ['Gate'], isCompleted: true, marinaId: w.m0.guid },
    })),
  ]),

  // Occupancy
  ...Object.fromEntries([
    endpointRow(occupancyApi.list, 200, (w) => ({ query: { marinaId: w.m0.guid } })),
    endpointRow(occupancyApi.start, 201, async (w) => ({
      body: { guid: w.fresh.guid(), locationId: (await w.fresh.dock()).dock.guid, marinaId: w.m0.guid },
    })),
    endpointRow(occupancyApi.finalize, 200, async (w) => ({
      params: { guid: (await w.fresh.occupancyChecklist()).checklist.guid },
      body: { marinaId: w.m0.guid },
    })),
    endpointRow(occupancyApi.checks, 200, async (w) => ({
      params: { checklistId: (await w.fresh.occupancyChecklist()).checklist.guid },
      query: { marinaId: w.m0.guid },
    })),
    endpointRow(occupancyApi.check, 201, async (w) => {
      const { checklist, slips } = await w.fresh.occupancyChecklist();
      return {
        body: {
          guid: w.fresh.guid(),
          checklistId: checklist.guid,
          locationId: slips[0]!.guid,
          marinaId: w.m0.guid,
        },
      };
    }),
    endpointRow(occupancyApi.uncheck, 200, async (w) => {
      const { checklist, slips } = await w.fresh.occupancyChecklist();
      return {
        params: { checklistId: checklist.guid, locationId: slips[0]!.guid },
        query: { marinaId: w.m0.guid },
      };
    }),
  ]),

  // Shifts and shift questions
  ...Object.fromEntries([
    endpointRow(shiftsApi.list, 200, () => ({})),
    endpointRow(shiftsApi.active, 200, () => ({})),
    endpointRow(shiftsApi.start, 201, (w) => ({ body: { marinaId: w.m0.guid, guid: w.fresh.guid() } })),
    endpointRow(
      shiftsApi.end,
      200,
      async (w) => ({ body: { shiftId: (await w.fresh.staffShift()).guid } }),
      OWN,
    ),
    endpointRow(
      shiftQuestionsApi.answers,
      200,
      async (w) => ({ params: { shiftId: (await w.fresh.staffShift()).guid } }),
      OWN,
    ),
    endpointRow(shiftQuestionsApi.list, 200, (w) => ({
      query: { marinaId: w.m0.guid, isPreShift: 'true' },
    })),
  ]),
  ...Object.fromEntries([
    endpointRow(shiftQuestionsAdminApi.all, 200, (w) => ({ query: { marinaId: w.m0.guid } })),
    endpointRow(shiftQuestionsAdminApi.create, 201, (w) => ({
      body: {
        guid: w.fresh.guid(),
        questionText: 'Gate locked?',
        questionType: 'yes_no',
        isPreShift: true,
        isRequired: false,
        marinaId: w.m0.guid,
      },
    })),
    endpointRow(shiftQuestionsAdminApi.update, 200, async (w) => ({
      params: { guid: (await w.fresh.question()).guid },
      body: { questionText: 'Anything unusual?', sortOrder: 3, marinaId: w.m0.guid },
    })),
  ]),
  ...Object.fromEntries([
    endpointRow(toursApi.list, 200, (w) => ({ query: { marinaId: w.m0.guid } })),
    endpointRow(toursApi.create, 201, async (w) => ({
      body: {
        guid: w.fresh.guid(),
        marinaId: w.m0.guid,
        name: w.fresh.name('Tour'),
        checkpointIds: [(await w.fresh.location()).guid, w.location.guid],
        durationMinutes: 30,
        schedule: { times: ['22:00'], weekdays: [1, 5] },
      },
    })),
    endpointRow(toursApi.get, 200, async (w) => ({ params: { guid: (await w.fresh.tour()).guid } })),
    endpointRow(toursApi.update, 200, async (w) => ({
      params: { guid: (await w.fresh.tour()).guid },
      body: {
        name: w.fresh.name('Tour'),
        checkpointIds: [w.location.guid],
        ordered: true,
        durationMinutes: 20,
        graceMinutes: 5,
        schedule: { every: { minutes: 60, from: '20:00', to: '06:00' } },
        active: false,
      },
    })),
    endpointRow(toursApi.remove, 200, async (w) => ({ params: { guid: (await w.fresh.tour()).guid } })),
    endpointRow(tourRunsApi.list, 200, (w) => ({ query: { marinaId: w.m0.guid } })),
    endpointRow(tourRunsApi.get, 200, async (w) => ({ params: { guid: (await w.fresh.run()).guid } })),
    endpointRow(tourRunsApi.start, 201, async (w) => ({
      params: { guid: (await w.fresh.tour()).guid },
      body: { guid: w.fresh.guid() },
    })),
    endpointRow(tourRunsApi.finish, 200, async (w) => ({ params: { guid: (await w.fresh.run()).guid } })),
    endpointRow(tourExceptionsApi.report, 200, (w) => ({ query: { marinaId: w.m0.guid, format: 'csv' } })),
  ]),

  // Notifications: each user's own while they are an admin of its marina (another user's guid is
  // 404, as an unknown one): here the admin of marina 0's.
  ...Object.fromEntries([
    endpointRow(notificationsApi.list, 200, () => ({ query: { limit: '10' } })),
    endpointRow(
      notificationsApi.read,
      200,
      async (w) => ({ params: { guid: (await w.fresh.adminNotification()).guid } }),
      OWN_ADMIN,
    ),
    endpointRow(notificationsApi.readAll, 200, () => ({ body: {} })),
    endpointRow(notificationsApi.settings, 200, () => ({})),
    endpointRow(notificationsApi.updateSettings, 200, () => ({ body: { emailAlerts: true } })),
  ]),
  ...Object.fromEntries([
    endpointRow(
      shiftQuestionsApi.saveAnswers,
      200,
      async (w) => ({
        body: {
          shiftId: (await w.fresh.staffShift()).guid,
          answers: [{ questionId: (await w.fresh.question()).guid, answerText: 'Calm night' }],
        },
      }),
      OWN,
    ),
    endpointRow(
      shiftQuestionsApi.updateAnswer,
      200,
      async (w) => ({ params: { guid: (await w.fresh.answer()).guid }, body: { answerText: 'Windy' } }),
      OWN,
    ),
  ]),

  // Backend: clients, marinas, users, permissions, name fixer
  ...Object.fromEntries([
    endpointRow(backendApi.listClients, 200, () => ({})),
    endpointRow(backendApi.createClient, 201, (w) => ({
      body: { guid: w.fresh.guid(), name: w.fresh.name('Client') },
    })),
    endpointRow(backendApi.updateClient, 200, async (w) => ({
      params: { guid: (await w.fresh.client()).guid },
      body: { name: w.fresh.name('Client'), contactEmail: 'ops@example.com' },
    })),
    endpointRow(backendApi.listMarinas, 200, () => ({})),
    endpointRow(backendApi.createMarina, 201, (w) => ({
      body: { guid: w.fresh.guid(), name: w.fresh.name('Marina'), clientId: w.a.clientGuid },
    })),
    endpointRow(backendApi.updateMarina, 200, async (w) => ({
      params: { guid: (await w.fresh.marina()).guid },
      body: { name: w.fresh.name('Marina'), clientId: w.a.clientGuid, location: 'East Bay' },
    })),
    endpointRow(backendApi.listUsers, 200, () => ({})),
    endpointRow(backendApi.createUser, 201, (w) => ({
      body: { guid: w.fresh.guid(), email: `${w.fresh.guid()}@test.example`, clientId: w.a.clientGuid },
    })),
    endpointRow(backendApi.updateUser, 200, async (w) => {
      const user = await w.fresh.user();
      return {
        params: { guid: user.guid },
        body: { email: user.email, firstName: 'Renamed', clientId: w.a.clientGuid },
      };
    }),
    endpointRow(backendApi.userPermissions, 200, async (w) => ({
      params: { guid: (await w.fresh.user()).guid },
    })),
    endpointRow(accountApi.passwordLink, 200, async (w) => ({
      params: { guid: (await w.fresh.user()).guid },
    })),
    endpointRow(backendApi.grantClientAdmin, 201, async (w) => ({
      params: { guid: (await w.fresh.user()).guid },
    })),
    endpointRow(backendApi.revokeClientAdmin, 200, async (w) => ({
      params: { guid: (await w.fresh.user()).guid },
    })),
    endpointRow(backendApi.grantMarina, 201, async (w) => ({
      params: { marinaId: w.m0.guid, userId: (await w.fresh.user()).guid },
      body: { permissionType: 'marina_access' },
    })),
    endpointRow(backendApi.revokeMarina, 200, async (w) => ({
      params: { marinaId: w.m0.guid, userId: (await w.fresh.user()).guid },
      query: { permissionType: 'admin' },
    })),
    endpointRow(backendApi.searchByPattern, 200, (w) => ({
      body: { clientId: w.a.clientGuid, marinaId: w.m0.guid, pattern: 'D-%' },
    })),
    endpointRow(backendApi.previewReplacements, 200, (w) => ({
      body: {
        locations: [{ guid: w.location.guid, name: 'D-1' }],
        searchPattern: 'D-',
        replacementPattern: 'Dock ',
      },
    })),
    endpointRow(backendApi.commitNameChanges, 200, async (w) => ({
      body: {
        marinaId: w.m0.guid,
        updates: [{ guid: (await w.fresh.location()).guid, newName: w.fresh.name('Dock') }],
      },
    })),
  ]),
};

/** Percent-encoding that also carries a lone surrogate (as the bytes a careless client would send). */
export const encodeUrlPart = (value: string) =>
  value
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\u0000LONE\u0000')
    .split('\u0000LONE\u0000')
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');

/** A query string from name/value pairs (a value list repeats the name). */
export const encodeQuery = (query: Record<string, string | string[]>) =>
  Object.entries(query)
    .flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((v) => `${encodeUrlPart(name)}=${encodeUrlPart(v)}`),
    )
    .join('&');

/** The inject() options for a row's request: params filled into the path, query encoded. */
export function toInject(key: string, request: RouteRequest): InjectOptions {
  const [method, template] = key.split(' ') as [InjectOptions['method'], string];
  const path = template.replace(/:(\w+)/g, (_m, name: string) =>
    encodeUrlPart(request.params?.[name] ?? `missing-${name}`),
  );
  const query = encodeQuery(request.query ?? {});
  const url = query ? `${path}?${query}` : path;
  if (request.raw) {
    return {
      method,
      url,
      payload: request.raw.payload,
      headers: { 'content-type': request.raw.contentType },
    };
  }
  if (request.body === undefined) return { method, url };
  return {
    method,
    url,
    payload: JSON.stringify(request.body),
    headers: { 'content-type': 'application/json' },
  };
}

export type { Persona };
