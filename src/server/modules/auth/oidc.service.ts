import type { Db } from '#server/db/connect.ts';
import { findUserByEmail } from './auth.queries.ts';
import type { VerifiedIdentity } from './oidc.client.ts';
import type { SignInProblem } from './oidc.page.ts';

export type OidcSignInResult = { userId: number } | { refused: SignInProblem; reason: string };

const ASK_ADMIN = 'Ask your administrator to add you, then sign in again.';

/** The existing, enabled account with the provider's verified email. Accounts are never created here. */
export async function userForIdentity(db: Db, identity: VerifiedIdentity): Promise<OidcSignInResult> {
  if (!identity.email) {
    return {
      reason: 'no email',
      refused: {
        status: 403,
        title: 'Sign-in refused',
        message: `Your company account did not tell us your email address, so we cannot find your Dockwatch account. ${ASK_ADMIN}`,
      },
    };
  }
  if (!identity.emailVerified) {
    return {
      reason: 'email not verified',
      refused: {
        status: 403,
        title: 'Email not verified',
        message: `Your company account has not verified the email address ${identity.email}. Verify it with your identity provider, or ask your administrator.`,
      },
    };
  }
  const user = await findUserByEmail(db, identity.email);
  if (!user) {
    return {
      reason: 'unknown email',
      refused: {
        status: 403,
        title: 'No Dockwatch account',
        message: `There is no Dockwatch account for ${identity.email}. Accounts are not created automatically. ${ASK_ADMIN}`,
      },
    };
  }
  if (user.disabledAt) {
    return {
      reason: 'account disabled',
      refused: {
        status: 403,
        title: 'Account disabled',
        message: 'This account has been disabled. Ask your administrator.',
      },
    };
  }
  return { userId: user.id };
}
