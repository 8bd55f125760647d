import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/auth/set-password {token, password}: no session needed and none made; answers the account's email. */
export function setPassword(body: { token: string; password: string }): Promise<{ email: string }> {
  return apiRequest<{ email: string }>('POST', '/api/auth/set-password', body, { on401: 'throw' });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
