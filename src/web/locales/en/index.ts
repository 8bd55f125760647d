import { account } from './account.ts';
import { activity } from './activity.ts';
import { auth } from './auth.ts';
import { backend } from './backend.ts';
import { checkIn } from './checkIn.ts';
import { checklists } from './checklists.ts';
import { common } from './common.ts';
import { dashboard } from './dashboard.ts';
import { errors } from './errors.ts';
import { issues } from './issues.ts';
import { landing } from './landing.ts';
import { locations } from './locations.ts';
import { meters } from './meters.ts';
import { notifications } from './notifications.ts';
import { occupancy } from './occupancy.ts';
import { patrol } from './patrol.ts';
import { settings } from './settings.ts';
import { shell } from './shell.ts';
import { shifts } from './shifts.ts';
import { tourReports } from './tourReports.ts';
import { tours } from './tours.ts';

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
