import { Building2, Mail, Phone } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '#core/backend/backend.schema.ts';
import { sortByName } from '#core/locations/parent-candidates.ts';
import { Button } from '#web/components/ui/button.tsx';
import { marinaCounts } from '#web/features/backend/lib/backend-lists.ts';
import { useBackendMarinas } from '../api/get-backend-marinas.ts';
import { useClients } from '../api/get-clients.ts';
import { RowDetail, RowName } from './admin-list.tsx';
import { AdminTab } from './admin-tab.tsx';
import { ClientDialog } from './client-dialog.tsx';

const COLUMNS = 'md:grid-cols-[minmax(0,1.4fr)_minmax(0,1.6fr)_7rem]';

const searchText = (c: Client) => [c.name, c.contactEmail, c.contactPhone, c.description];

/** Clients: every company using Dockwatch, with Add Client and Edit. */
export function ClientsTab() {
  const { t } = useTranslation('backend');
  const clients = useClients();
  const marinas = useBackendMarinas();
  const [dialog, setDialog] = useState<{ client: Client | null } | null>(null);
  const counts = useMemo(() => marinaCounts(marinas.data), [marinas.data]);
  const sorted = useMemo(() => sortByName(clients.data ?? []), [clients.data]);

  return (
    <AdminTab
      section="clients"
      icon={Building2}
      query={clients}
      records={sorted}
      searchText={searchText}
      onAdd={() => setDialog({ client: null })}
      emptyBody={t('clients.emptyBody')}
      emptyAction={<Button onClick={() => setDialog({ client: null })}>{t('clients.add')}</Button>}
      columns={COLUMNS}
      head={[t('clients.head.client'), t('clients.head.contact'), t('clients.head.marinas')]}
      rowTestId="client-row"
      nameOf={(client) => client.name}
      onEdit={(client) => setDialog({ client })}
      cells={(client) => (
        <>
          <RowName name={client.name}>
            {client.description && <RowDetail className="md:line-clamp-1">{client.description}</RowDetail>}
          </RowName>
          <div className="min-w-0 space-y-0.5">
            {client.contactEmail && (
              <RowDetail>
                <Mail className="mr-1.5 inline size-4 align-[-3px]" aria-hidden="true" />
                {client.contactEmail}
              </RowDetail>
            )}
            {client.contactPhone && (
              <RowDetail>
                <Phone className="mr-1.5 inline size-4 align-[-3px]" aria-hidden="true" />
                {client.contactPhone}
              </RowDetail>
            )}
          </div>
          <RowDetail className="font-medium">
            {t('clients.marinaCount', { count: counts.get(client.guid) ?? 0 })}
          </RowDetail>
        </>
      )}
    >
      <ClientDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        client={dialog?.client ?? null}
      />
    </AdminTab>
  );
}
