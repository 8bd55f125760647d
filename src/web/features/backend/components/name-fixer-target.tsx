import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackendMarina, Client } from '#core/backend/backend.schema.ts';
import { Field } from '#web/components/ui/field.tsx';
import { NativeSelect, namedOptions } from '#web/components/ui/native-select.tsx';
import { marinasOfClient } from '#web/features/backend/lib/backend-lists.ts';
import { ClientOptions } from './client-options.tsx';

/** Step 1 of the name fixer: the client, then one of its marinas. */
export function NameFixerTarget({
  clients,
  marinas,
  clientId,
  marinaId,
  onClient,
  onMarina,
  disabled,
}: {
  clients: readonly Client[];
  marinas: readonly BackendMarina[];
  clientId: string;
  marinaId: string;
  onClient: (clientId: string) => void;
  onMarina: (marinaId: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('backend');
  const id = useId();
  const ofClient = marinasOfClient(marinas, clientId);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field id={`${id}-client`} label={t('fixer.client')}>
        <NativeSelect
          id={`${id}-client`}
          value={clientId}
          disabled={disabled}
          onChange={(event) => onClient(event.target.value)}
        >
          <ClientOptions clients={clients} />
        </NativeSelect>
      </Field>
      <Field id={`${id}-marina`} label={t('fixer.marina')}>
        <NativeSelect
          id={`${id}-marina`}
          value={marinaId}
          disabled={disabled || !clientId}
          onChange={(event) => onMarina(event.target.value)}
          options={namedOptions(ofClient)}
        >
          <option value="">
            {t(
              !clientId
                ? 'fixer.selectClientFirst'
                : ofClient.length === 0
                  ? 'fixer.noMarinas'
                  : 'fixer.selectMarina',
            )}
          </option>
        </NativeSelect>
      </Field>
    </div>
  );
}
