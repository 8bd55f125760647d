import { account } from '#web/features/account/locales/es/account.ts';
import { activity } from '#web/features/activity/locales/es/activity.ts';
import { auth } from '#web/features/auth/locales/es/auth.ts';
import { backend } from '#web/features/backend/locales/es/backend.ts';
import { checkIn } from '#web/features/check-in/locales/es/checkIn.ts';
import { checklists } from '#web/features/checklists/locales/es/checklists.ts';
import { dashboard } from '#web/features/dashboard/locales/es/dashboard.ts';
import { issues } from '#web/features/issues/locales/es/issues.ts';
import { landing } from '#web/features/landing/locales/es/landing.ts';
import { locations } from '#web/features/locations/locales/es/locations.ts';
import { meters } from '#web/features/meters/locales/es/meters.ts';
import { notifications } from '#web/features/notifications/locales/es/notifications.ts';
import { occupancy } from '#web/features/occupancy/locales/es/occupancy.ts';
import { patrol } from '#web/features/patrol/locales/es/patrol.ts';
import { shifts } from '#web/features/shifts/locales/es/shifts.ts';
import { tourReports } from '#web/features/tours/locales/es/tourReports.ts';
import { tours } from '#web/features/tours/locales/es/tours.ts';
import type { Catalogue } from '#web/lib/i18n/catalogue-types.ts';
import { common } from './common.ts';
import { errors } from './errors.ts';
import { settings } from './settings.ts';
import { shell } from './shell.ts';

/** The Spanish catalogue: English's keys, every one (decision 0043); each namespace is its own chunk. */
export const es: Catalogue = {
  common,
  shell,
  auth,
  dashboard,
  errors,
  account,
  activity,
  backend,
  checkIn,
  checklists,
  issues,
  landing,
  locations,
  meters,
  notifications,
  occupancy,
  patrol,
  settings,
  shifts,
  tourReports,
  tours,
};
