import type { Catalogue } from '#web/lib/i18n/catalogue-types.ts';
import { auth } from './auth.ts';
import { checkIn } from './checkIn.ts';
import { common } from './common.ts';
import { dashboard } from './dashboard.ts';
import { errors } from './errors.ts';
import { locations } from './locations.ts';
import { meters } from './meters.ts';
import { patrol } from './patrol.ts';
import { shell } from './shell.ts';

/** The Spanish catalogue: English's keys, every one (decision 0043). Its own chunk. */
export const es: Catalogue = { common, shell, auth, dashboard, errors, meters, locations, checkIn, patrol };
