import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '#core/auth/auth.endpoints.ts';
import type { AuthUser, LoginBody } from '#core/auth/auth-user.schema.ts';
import { call } from '#web/lib/call.ts';
import { forgetKeptAnswers } from '#web/lib/kept-answers.ts';
import { authUserQueryKey } from './get-auth-user.ts';

/** POST /api/auth/login. A 401 here is a wrong password, not an expired session: no redirect. */
export function login(body: LoginBody): Promise<AuthUser> {
  return call(authEndpoints.signIn, { body }, { on401: 'throw' });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      // Nothing cached for a previous user may survive a sign-in.
      forgetKeptAnswers();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authUserQueryKey[0] });
      queryClient.setQueryData(authUserQueryKey, user);
    },
  });
}
