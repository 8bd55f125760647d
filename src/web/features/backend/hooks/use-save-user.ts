import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackendUser, CreateUserRequest, UpdateUserRequest } from '#core/backend/backend.schema.ts';
import { authUserQueryKey } from '#web/features/auth/index.ts';
import type { AccessChange } from '#web/features/backend/lib/user-access.ts';
import { userPermissionsQueryKey } from '../api/get-user-permissions.ts';
import { usersQueryKey } from '../api/get-users.ts';
import { createUser, updateUser } from '../api/save-user.ts';
import { applyAccessChanges } from '../api/user-permissions.ts';

export type SaveUserInput =
  | { kind: 'create'; body: CreateUserRequest & { guid: string }; changes: readonly AccessChange[] }
  | { kind: 'update'; guid: string; body: UpdateUserRequest; changes: readonly AccessChange[] };

/**
 * Saves the user dialog: the user first (its failure is the dialog's error), then the access
 * changes one by one (a failed marina access change is only logged, spec 001 section 8).
 */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveUserInput): Promise<{ user: BackendUser; adminFailed: boolean }> => {
      const user =
        input.kind === 'create' ? await createUser(input.body) : await updateUser(input.guid, input.body);
      const { adminFailed } = await applyAccessChanges(user.guid, input.changes);
      return { user, adminFailed };
    },
    onSettled: (result) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        result && queryClient.invalidateQueries({ queryKey: userPermissionsQueryKey(result.user.guid) }),
        // Editing oneself changes one's own marinas.
        queryClient.invalidateQueries({ queryKey: authUserQueryKey }),
      ]),
  });
}
