import { useMutation } from '@tanstack/react-query';
import { accountEndpoints } from '#core/account/account.endpoints.ts';
import type { PasswordLink } from '#core/backend/backend.schema.ts';
import { call } from '#web/lib/call.ts';

export type { PasswordLink };

/** POST /api/backend/users/{guid}/password-link: a one-time link, valid 7 days; ends the user's sessions. */
export function createPasswordLink(guid: string): Promise<PasswordLink> {
  return call(accountEndpoints.passwordLink, { params: { guid } });
}

export function useCreatePasswordLink() {
  return useMutation({ mutationFn: createPasswordLink });
}
