import { Anchor, MapPin } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackendMarina } from '#core/backend/backend.schema.ts';
import { compareNames } from '#core/locations/parent-candidates.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useBackendMarinas } from '../api/get-backend-marinas.ts';
import { useClients } from '../api/get-clients.ts';
import { RowDetail, RowName } from './admin-list.tsx';
import { AdminTab } from './admin-tab.tsx';
import { MarinaDialog } from './marina-dialog.tsx';

const COLUMNS = 'md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)]';

const searchText = (m: BackendMarina) => [m.name, m.clientName, m.location, m.description];

/** Marinas of every client, by client then name, with Add Marina and Edit. */
export function MarinasTab() {
  const { t } = useTranslation('backend');
  const marinas = useBackendMarinas();
  const clients = useClients();
  const [dialog, setDialog] = useState<{ marina: BackendMarina | null } | null>(null);
  const noClients = clients.isSuccess && clients.data.length === 0;
  const sorted = useMemo(
    () =>
      [...(marinas.data ?? [])].sort(
        (a, b) => compareNames(a.clientName, b.clientName) || compareNames(a.name, b.name),
      ),
    [marinas.data],
  );

  return (
    <AdminTab
      section="marinas"
      icon={Anchor}
      query={marinas}
      records={sorted}
      searchText={searchText}
      onAdd={() => setDialog({ marina: null })}
      addDisabled={!clients.isSuccess || noClients}
      notice={noClients && <p className="px-0.5 text-muted-foreground text-sm">{t('marinas.clientFirst')}</p>}
      emptyBody={t('marinas.emptyBody')}
      emptyAction={
        !noClients && (
          <Button onClick={() => setDialog({ marina: null })} disabled={!clients.isSuccess}>
            {t('marinas.add')}
          </Button>
        )
      }
      columns={COLUMNS}
      head={[t('marinas.head.marina'), t('marinas.head.client'), t('marinas.head.location')]}
      rowTestId="marina-row"
      nameOf={(marina) => marina.name}
      onEdit={(marina) => setDialog({ marina })}
      cells={(marina) => (
        <>
          <RowName name={marina.name}>
            {marina.description && <RowDetail className="md:line-clamp-1">{marina.description}</RowDetail>}
          </RowName>
          <p className="break-words font-medium text-sm md:font-normal md:text-muted-foreground">
            {marina.clientName}
          </p>
          <RowDetail>
            {marina.location ? (
              <>
                <MapPin className="mr-1 inline size-4 align-[-3px]" aria-hidden="true" />
                {marina.location}
              </>
            ) : (
              <span className="hidden md:inline">—</span>
            )}
          </RowDetail>
        </>
      )}
    >
      <MarinaDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        marina={dialog?.marina ?? null}
        clients={clients.data ?? []}
      />
    </AdminTab>
  );
}
