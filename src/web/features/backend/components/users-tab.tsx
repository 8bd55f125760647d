import { UsersRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackendUser } from '#core/backend/backend.schema.ts';
import { compareNames } from '#core/locations/parent-candidates.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { userDisplayName } from '#web/features/backend/lib/backend-lists.ts';
import { accessSummary, type MarinaReach } from '#web/features/backend/lib/user-access.ts';
import { useBackendMarinas } from '../api/get-backend-marinas.ts';
import { useClients } from '../api/get-clients.ts';
import { useUsers } from '../api/get-users.ts';
import { RowDetail, RowName } from './admin-list.tsx';
import { AdminTab } from './admin-tab.tsx';
import { UserDialog } from './user-dialog.tsx';

const COLUMNS = 'md:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1.3fr)]';

const searchText = (u: BackendUser) => [u.email, u.firstName, u.lastName, u.clientName];

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

/** A user's cells: name and e-mail, client, state and access. */
function UserCells({ user, marinaNames }: { user: BackendUser; marinaNames: ReadonlyMap<string, string> }) {
  const { t } = useTranslation('backend');
  const name = userDisplayName(user);
  const summary = accessSummary(user.permissions, marinaNames);
  return (
    <>
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
    </>
  );
}

/** Users of every client with their access, Add User and Edit (marina access, disable, set-password link). */
export function UsersTab({ selfId }: { selfId: string }) {
  const { t } = useTranslation('backend');
  const users = useUsers();
  const clients = useClients();
  const marinas = useBackendMarinas();
  const [dialog, setDialog] = useState<{ user: BackendUser | null } | null>(null);
  const marinaNames = useMemo(
    () => new Map((marinas.data ?? []).map((m) => [m.guid, m.name])),
    [marinas.data],
  );
  const sorted = useMemo(
    () =>
      [...(users.data ?? [])].sort(
        (a, b) =>
          compareNames(a.clientName, b.clientName) || compareNames(userDisplayName(a), userDisplayName(b)),
      ),
    [users.data],
  );
  const ready = clients.isSuccess && marinas.isSuccess;

  return (
    <AdminTab
      section="users"
      icon={UsersRound}
      query={users}
      loading={users.isLoading || marinas.isLoading}
      records={sorted}
      searchText={searchText}
      onAdd={() => setDialog({ user: null })}
      addDisabled={!ready || clients.data.length === 0}
      emptyAction={
        <Button onClick={() => setDialog({ user: null })} disabled={!ready}>
          {t('users.add')}
        </Button>
      }
      skeletonRows={4}
      columns={COLUMNS}
      head={[t('users.head.user'), t('users.head.client'), t('users.head.access')]}
      rowTestId="user-row"
      nameOf={userDisplayName}
      onEdit={(user) => ready && setDialog({ user })}
      cells={(user) => <UserCells user={user} marinaNames={marinaNames} />}
    >
      <UserDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        user={dialog?.user ?? null}
        clients={clients.data ?? []}
        marinas={marinas.data ?? []}
        selfId={selfId}
      />
    </AdminTab>
  );
}
