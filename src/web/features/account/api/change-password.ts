import { useMutation } from '@tanstack/react-query';
import { accountEndpoints } from '#core/account/account.endpoints.ts';
import type { ChangePasswordRequest } from '#core/backend/backend.schema.ts';
import { call } from '#web/lib/call.ts';

/** POST /api/auth/change-password {currentPassword, newPassword}: keeps this session, ends the others. */
export function changePassword(body: ChangePasswordRequest): Promise<{ message: string }> {
  return call(accountEndpoints.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
