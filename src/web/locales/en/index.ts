import { activity } from './activity.ts';
import { auth } from './auth.ts';
import { checklists } from './checklists.ts';
import { common } from './common.ts';
import { dashboard } from './dashboard.ts';
import { errors } from './errors.ts';
import { issues } from './issues.ts';
import { meters } from './meters.ts';
import { shell } from './shell.ts';

/**
 * The English catalogue (decision 0043), one namespace per area of the app. Its texts are the
 * spec's, word for word; every other language has exactly its keys (catalogue-types.ts).
 */
export const en = { common, shell, auth, dashboard, errors, meters, issues, activity, checklists } as const;
