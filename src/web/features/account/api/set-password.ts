import { useMutation } from '@tanstack/react-query';
import { accountEndpoints } from '#core/account/account.endpoints.ts';
import type { SetPasswordRequest } from '#core/backend/backend.schema.ts';
import { call } from '#web/lib/call.ts';

/** POST /api/auth/set-password {token, password}: no session needed and none made; answers the account's email. */
export function setPassword(body: SetPasswordRequest): Promise<{ email: string }> {
  return call(accountEndpoints.setPassword, { body }, { on401: 'throw' });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
