import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '#core/backend/backend.schema.ts';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { ClientOptions } from './client-options.tsx';
import { SchemaField } from './schema-field.tsx';

type ClientFieldProps = ComponentProps<'select'> & {
  id: string;
  clients: readonly Client[];
  /** The form's error of the field: the schema's message. */
  error: { message?: string } | undefined;
  /** The client's name where it cannot change: shown read-only instead of the picker. */
  fixedClient?: string | undefined;
  hint?: ReactNode;
};

/** The required 'Client' of a marina or a user: a picker of the clients by name. */
export function ClientField({ id, clients, error, fixedClient, hint, ...select }: ClientFieldProps) {
  const { t } = useTranslation('backend');
  return (
    <SchemaField id={id} label={t('form.client')} required hint={hint} error={error}>
      {fixedClient !== undefined ? (
        <Input id={id} readOnly value={fixedClient} className="bg-muted/60" />
      ) : (
        (control) => (
          <NativeSelect {...control} aria-required="true" {...select}>
            <ClientOptions clients={clients} />
          </NativeSelect>
        )
      )}
    </SchemaField>
  );
}
