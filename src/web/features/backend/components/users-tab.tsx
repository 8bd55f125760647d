import { UsersRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { BackendUser } from '#core/backend/backend.schema.ts';
import { matchesFilter, userDisplayName } from '#core/backend/backend-lists.ts';
import { accessSummary } from '#core/backend/user-access.ts';
import { compareNames } from '#core/locations/parent-candidates.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ListEmpty, ListError, ListSkeleton } from '#web/components/ui/list-states.tsx';
import { useBackendMarinas } from '../api/get-backend-marinas.ts';
import { useClients } from '../api/get-clients.ts';
import { useUsers } from '../api/get-users.ts';
import { AdminList, AdminRow, Badge, ListToolbar, RowDetail } from './admin-list.tsx';
import { UserDialog } from './user-dialog.tsx';

const COLUMNS = 'md:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1.3fr)]';

function UserRow({
  user,
  marinaNames,
  onEdit,
}: {
  user: BackendUser;
  marinaNames: ReadonlyMap<string, string>;
  onEdit: () => void;
}) {
  const name = userDisplayName(user);
  const summary = accessSummary(user.permissions, marinaNames);
  return (
    <AdminRow columns={COLUMNS} editLabel={`Edit ${name}`} onEdit={onEdit} data-testid="user-row">
      <div className="min-w-0">
        <p className="break-words font-semibold leading-snug">{name}</p>
        {name !== user.email && <RowDetail>{user.email}</RowDetail>}
      </div>
      <p className="break-words font-medium text-sm md:font-normal md:text-muted-foreground">
        {user.clientName}
      </p>
      <div className="flex flex-wrap items-center gap-1.5">
        {user.disabled && <Badge tone="destructive">Disabled</Badge>}
        {!user.hasPassword && !user.disabled && <Badge tone="warning">No password yet</Badge>}
        {summary.role && <Badge tone="primary">{summary.role}</Badge>}
        <span className="text-muted-foreground text-sm">{summary.marinas}</span>
      </div>
    </AdminRow>
  );
}

/** Users of every client with their access, Add User and Edit (marina access, disable, set-password link). */
export function UsersTab({ selfId }: { selfId: string }) {
  const users = useUsers();
  const clients = useClients();
  const marinas = useBackendMarinas();
  const [filter, setFilter] = useState('');
  const [dialog, setDialog] = useState<{ user: BackendUser | null } | null>(null);
  const marinaNames = useMemo(
    () => new Map((marinas.data ?? []).map((m) => [m.guid, m.name])),
    [marinas.data],
  );
  const shown = useMemo(
    () =>
      [...(users.data ?? [])]
        .sort(
          (a, b) =>
            compareNames(a.clientName, b.clientName) || compareNames(userDisplayName(a), userDisplayName(b)),
        )
        .filter((u) => matchesFilter(filter, [u.email, u.firstName, u.lastName, u.clientName])),
    [users.data, filter],
  );
  const ready = clients.isSuccess && marinas.isSuccess;

  return (
    <div className="space-y-3">
      <ListToolbar
        filter={filter}
        onFilter={setFilter}
        placeholder="Search users"
        addLabel="Add User"
        onAdd={() => setDialog({ user: null })}
        addDisabled={!ready || clients.data.length === 0}
      />
      {users.isLoading || marinas.isLoading ? (
        <ListSkeleton rows={4} className="h-20" label="Loading users" />
      ) : users.isError ? (
        <ListError title="Failed to load users" onRetry={() => void users.refetch()} />
      ) : (users.data ?? []).length === 0 ? (
        <ListEmpty
          icon={UsersRound}
          title="No users yet"
          action={
            <Button onClick={() => setDialog({ user: null })} disabled={!ready}>
              Add User
            </Button>
          }
        />
      ) : shown.length === 0 ? (
        <ListEmpty icon={UsersRound} title="No matching users">
          Nothing matches “{filter.trim()}”.
        </ListEmpty>
      ) : (
        <AdminList label="Users" columns={COLUMNS} head={['User', 'Client', 'Access']}>
          {shown.map((user) => (
            <UserRow
              key={user.guid}
              user={user}
              marinaNames={marinaNames}
              onEdit={() => ready && setDialog({ user })}
            />
          ))}
        </AdminList>
      )}
      <UserDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        user={dialog?.user ?? null}
        clients={clients.data ?? []}
        marinas={marinas.data ?? []}
        selfId={selfId}
      />
    </div>
  );
}
