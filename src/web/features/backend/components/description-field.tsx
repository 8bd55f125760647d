import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { SchemaField } from './schema-field.tsx';

type DescriptionFieldProps = ComponentProps<'textarea'> & {
  id: string;
  /** The form's error of the field: the schema's message. */
  error: { message?: string } | undefined;
};

/** The optional 'Description' box of a client or marina. */
export function DescriptionField({ id, error, ...textarea }: DescriptionFieldProps) {
  const { t } = useTranslation('backend');
  return (
    <SchemaField id={id} label={t('form.description')} optional error={error}>
      {(control) => <Textarea {...control} rows={3} {...textarea} />}
    </SchemaField>
  );
}
