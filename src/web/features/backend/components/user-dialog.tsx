import { useState } from 'react';
import type { BackendMarina, BackendUser, Client } from '#core/backend/backend.schema.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { UserForm } from './user-form.tsx';

interface UserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
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
export function UserDialog({ open, onOpenChange, user, ...props }: UserDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <UserDialogBody user={user} {...props} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function UserDialogBody({
  user,
  onDone,
  ...props
}: Omit<UserDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
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
