import { useTranslation } from 'react-i18next';
import type { Client } from '#core/backend/backend.schema.ts';
import { sortByName } from '#core/locations/parent-candidates.ts';

/** The options of a client picker: 'Select a client', then the clients by name. */
export function ClientOptions({ clients }: { clients: readonly Client[] }) {
  const { t } = useTranslation('backend');
  return (
    <>
      <option value="">{t('form.selectClient')}</option>
      {sortByName(clients).map((client) => (
        <option key={client.guid} value={client.guid}>
          {client.name}
        </option>
      ))}
    </>
  );
}
