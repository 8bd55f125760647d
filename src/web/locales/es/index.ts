import type { Catalogue } from '#web/lib/i18n/catalogue-types.ts';
import { activity } from './activity.ts';
import { auth } from './auth.ts';
import { checklists } from './checklists.ts';
import { common } from './common.ts';
import { dashboard } from './dashboard.ts';
import { errors } from './errors.ts';
import { issues } from './issues.ts';
import { meters } from './meters.ts';
import { shell } from './shell.ts';

/** The Spanish catalogue: English's keys, every one (decision 0043). Its own chunk. */
export const es: Catalogue = { common, shell, auth, dashboard, errors, meters, issues, activity, checklists };
