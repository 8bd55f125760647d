import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/auth/change-password {currentPassword, newPassword}: keeps this session, ends the others. */
export function changePassword(body: {
  currentPassword: string;
  newPassword: string;
}): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/auth/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
