import { useState } from 'react';
import type { BackendMarina, BackendUser, Client } from '#core/backend/backend.schema.ts';
import { formDialogOf } from '#web/components/ui/form-dialog-of.tsx';
import { UserForm } from './user-form.tsx';

interface UserDialogProps {
  /** The user to edit; null to create one. */
  user: BackendUser | null;
  clients: readonly Client[];
  marinas: readonly BackendMarina[];
  /** The signed-in super_admin: cannot disable themselves or make a link for themselves. */
  selfId: string;
}

/**
 * Create or edit a user. A user created without a password stays open as 'Edit User', so the
 * set-password link can be made at once.
 */
export const UserDialog = formDialogOf<UserDialogProps>(UserDialogBody);

function UserDialogBody({ user, onDone, ...props }: UserDialogProps & { onDone: () => void }) {
  const [created, setCreated] = useState<BackendUser | null>(null);
  const shown = created ?? user;
  return (
    <UserForm
      key={shown?.guid ?? 'new'}
      user={shown}
      justCreated={created !== null}
      onCreated={setCreated}
      onDone={onDone}
      {...props}
    />
  );
}
