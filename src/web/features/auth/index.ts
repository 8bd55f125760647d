/** What other features use of sign-in: who is signed in, and the password box (Show/Hide). */
export { authUserQueryKey, authUserQueryOptions, useAuthUser } from './api/get-auth-user.ts';
export { PasswordInput } from './components/password-input.tsx';
