import { UsersRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackendUser } from '#core/backend/backend.schema.ts';
import { matchesFilter, userDisplayName } from '#core/backend/backend-lists.ts';
import { accessSummary, type MarinaReach } from '#core/backend/user-access.ts';
import { compareNames } from '#core/locations/parent-candidates.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useBackendMarinas } from '../api/get-backend-marinas.ts';
import { useClients } from '../api/get-clients.ts';
import { useUsers } from '../api/get-users.ts';
import { AdminRow, ListToolbar, RowDetail, RowName } from './admin-list.tsx';
import { AdminListStates } from './admin-list-states.tsx';
import { UserDialog } from './user-dialog.tsx';

const COLUMNS = 'md:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1.3fr)]';

/** The marinas a user reaches, in words. */
function ReachText({ reach }: { reach: MarinaReach }) {
  const { t } = useTranslation('backend');
  switch (reach.kind) {
    case 'all':
      return t('users.reach.all');
    case 'none':
      return t('users.reach.none');
    case 'one':
      return reach.name;
    case 'some':
      return t('users.reach.some', { count: reach.count });
  }
}

function UserRow({
  user,
  marinaNames,
  onEdit,
}: {
  user: BackendUser;
  marinaNames: ReadonlyMap<string, string>;
  onEdit: () => void;
}) {
  const { t } = useTranslation('backend');
  const name = userDisplayName(user);
  const summary = accessSummary(user.permissions, marinaNames);
  return (
    <AdminRow
      columns={COLUMNS}
      editLabel={t('list.editItem', { name })}
      onEdit={onEdit}
      data-testid="user-row"
    >
      <RowName name={name}>{name !== user.email && <RowDetail>{user.email}</RowDetail>}</RowName>
      <p className="break-words font-medium text-sm md:font-normal md:text-muted-foreground">
        {user.clientName}
      </p>
      <div className="flex flex-wrap items-center gap-1.5">
        {user.disabled && <Badge tone="destructive">{t('users.disabled')}</Badge>}
        {!user.hasPassword && !user.disabled && <Badge tone="warning">{t('users.noPassword')}</Badge>}
        {summary.role && <Badge tone="primary">{t(`users.role.${summary.role}`)}</Badge>}
        <span className="text-muted-foreground text-sm">
          <ReachText reach={summary.marinas} />
        </span>
      </div>
    </AdminRow>
  );
}

/** Users of every client with their access, Add User and Edit (marina access, disable, set-password link). */
export function UsersTab({ selfId }: { selfId: string }) {
  const { t } = useTranslation('backend');
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
        placeholder={t('users.search')}
        addLabel={t('users.add')}
        onAdd={() => setDialog({ user: null })}
        addDisabled={!ready || clients.data.length === 0}
      />
      <AdminListStates
        section="users"
        icon={UsersRound}
        query={users}
        loading={users.isLoading || marinas.isLoading}
        shown={shown.length}
        filter={filter}
        emptyAction={
          <Button onClick={() => setDialog({ user: null })} disabled={!ready}>
            {t('users.add')}
          </Button>
        }
        skeletonRows={4}
        columns={COLUMNS}
        head={[t('users.head.user'), t('users.head.client'), t('users.head.access')]}
      >
        {shown.map((user) => (
          <UserRow
            key={user.guid}
            user={user}
            marinaNames={marinaNames}
            onEdit={() => ready && setDialog({ user })}
          />
        ))}
      </AdminListStates>
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
