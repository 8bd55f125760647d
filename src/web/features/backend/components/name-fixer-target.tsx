import { useId } from 'react';
import type { BackendMarina, Client } from '#core/backend/backend.schema.ts';
import { marinasOfClient } from '#core/backend/backend-lists.ts';
import { sortByName } from '#core/locations/parent-candidates.ts';
import { Field } from '#web/components/ui/field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';

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
  const id = useId();
  const ofClient = marinasOfClient(marinas, clientId);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field id={`${id}-client`} label="Client">
        <NativeSelect
          id={`${id}-client`}
          value={clientId}
          disabled={disabled}
          onChange={(event) => onClient(event.target.value)}
        >
          <option value="">Select a client</option>
          {sortByName(clients).map((client) => (
            <option key={client.guid} value={client.guid}>
              {client.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-marina`} label="Marina">
        <NativeSelect
          id={`${id}-marina`}
          value={marinaId}
          disabled={disabled || !clientId}
          onChange={(event) => onMarina(event.target.value)}
        >
          <option value="">
            {!clientId
              ? 'Select a client first'
              : ofClient.length === 0
                ? 'This client has no marinas'
                : 'Select a marina'}
          </option>
          {ofClient.map((marina) => (
            <option key={marina.guid} value={marina.guid}>
              {marina.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}
