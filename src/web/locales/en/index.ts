import { account } from '#web/features/account/locales/en/account.ts';
import { activity } from '#web/features/activity/locales/en/activity.ts';
import { auth } from '#web/features/auth/locales/en/auth.ts';
import { backend } from '#web/features/backend/locales/en/backend.ts';
import { checkIn } from '#web/features/check-in/locales/en/checkIn.ts';
import { checklists } from '#web/features/checklists/locales/en/checklists.ts';
import { dashboard } from '#web/features/dashboard/locales/en/dashboard.ts';
import { issues } from '#web/features/issues/locales/en/issues.ts';
import { landing } from '#web/features/landing/locales/en/landing.ts';
import { locations } from '#web/features/locations/locales/en/locations.ts';
import { meters } from '#web/features/meters/locales/en/meters.ts';
import { notifications } from '#web/features/notifications/locales/en/notifications.ts';
import { occupancy } from '#web/features/occupancy/locales/en/occupancy.ts';
import { patrol } from '#web/features/patrol/locales/en/patrol.ts';
import { shifts } from '#web/features/shifts/locales/en/shifts.ts';
import { tourReports } from '#web/features/tours/locales/en/tourReports.ts';
import { tours } from '#web/features/tours/locales/en/tours.ts';
import { common } from './common.ts';
import { errors } from './errors.ts';
import { settings } from './settings.ts';
import { shell } from './shell.ts';

/**
 * The English catalogue (decision 0043), one namespace per area of the app. Its texts are the
 * spec's, word for word; every other language has exactly its keys (catalogue-types.ts).
 */
export const en = {
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
} as const;
