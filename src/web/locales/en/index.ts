import { auth } from './auth.ts';
import { checkIn } from './checkIn.ts';
import { common } from './common.ts';
import { dashboard } from './dashboard.ts';
import { errors } from './errors.ts';
import { locations } from './locations.ts';
import { meters } from './meters.ts';
import { patrol } from './patrol.ts';
import { shell } from './shell.ts';

/**
 * The English catalogue (decision 0043), one namespace per area of the app. Its texts are the
 * spec's, word for word; every other language has exactly its keys (catalogue-types.ts).
 */
export const en = { common, shell, auth, dashboard, errors, meters, locations, checkIn, patrol } as const;
