import { useTranslation } from 'react-i18next';
import { Field, type FieldProps } from '#web/components/ui/field.tsx';
import { fieldError } from '../lib/backend-texts.ts';

type SchemaFieldProps = Omit<FieldProps, 'error'> & {
  /** The form's error of the field: the schema's message. */
  error: { message?: string } | undefined;
  /** Says '(Optional)' after the label. */
  optional?: boolean;
};

/** A field of a backend form: its schema's error in the user's words. */
export function SchemaField({ error, optional = false, hint, ...field }: SchemaFieldProps) {
  const { t } = useTranslation('backend');
  return <Field {...field} hint={optional ? t('form.optional') : hint} error={fieldError(error?.message)} />;
}
