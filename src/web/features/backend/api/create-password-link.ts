import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export interface PasswordLink {
  /** A relative address: /set-password?token=... */
  url: string;
  expiresAt: string;
}

/** POST /api/backend/users/{guid}/password-link: a one-time link, valid 7 days; ends the user's sessions. */
export function createPasswordLink(guid: string): Promise<PasswordLink> {
  return apiRequest<PasswordLink>('POST', `/api/backend/users/${encodeURIComponent(guid)}/password-link`);
}

export function useCreatePasswordLink() {
  return useMutation({ mutationFn: createPasswordLink });
}
