/** What other features use of sign-in: who is signed in. */
export { authUserQueryKey, authUserQueryOptions, useAuthUser } from './api/get-auth-user.ts';
