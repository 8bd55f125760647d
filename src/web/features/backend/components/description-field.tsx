import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '#web/components/ui/field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { fieldError } from '../lib/backend-texts.ts';

type DescriptionFieldProps = ComponentProps<'textarea'> & {
  id: string;
  /** The schema's message, as the form holds it. */
  error: string | undefined;
};

/** The optional 'Description' box of a client or marina. */
export function DescriptionField({ id, error, ...textarea }: DescriptionFieldProps) {
  const { t } = useTranslation('backend');
  return (
    <Field id={id} label={t('form.description')} hint={t('form.optional')} error={fieldError(error)}>
      {(control) => <Textarea {...control} rows={3} {...textarea} />}
    </Field>
  );
}
