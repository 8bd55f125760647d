import type { ComponentProps } from 'react';
import type { FieldError } from 'react-hook-form';
import { sentence } from '#core/backend/backend-messages.ts';
import { Field } from '#web/components/ui/field.tsx';
import { PasswordInput } from '#web/features/auth/index.ts';
import { schemaText } from '../lib/schema-text.ts';

type PasswordFieldProps = Omit<ComponentProps<typeof PasswordInput>, 'id'> & {
  id: string;
  label: string;
  error: FieldError | undefined;
};

/** A password box of the account forms, the schema's message under it in the user's language. */
export function PasswordField({ id, label, error, ...input }: PasswordFieldProps) {
  return (
    <Field id={id} label={label} error={sentence(schemaText(error?.message))}>
      {(control) => <PasswordInput {...control} {...input} />}
    </Field>
  );
}
