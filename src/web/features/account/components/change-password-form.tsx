import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type ChangePasswordForm as ChangePasswordValues,
  changePasswordFormSchema,
} from '#core/backend/account-forms.ts';
import { sentence } from '#core/backend/backend-messages.ts';
import { Field, fieldErrorProps } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { PasswordInput } from '#web/features/auth/index.ts';
import { serverRefusal } from '#web/lib/refusal.ts';
import { toast } from '#web/lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { schemaText } from '../lib/schema-text.ts';

/** The Change Password form, in the dialog's frame; its own chunk (see change-password-dialog.tsx). */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const id = useId();
  const f = (name: string) => `${id}-${name}`;
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(
    ({ currentPassword, newPassword }) =>
      change.mutate(
        { currentPassword, newPassword },
        {
          onSuccess: () => {
            toast({
              title: t('changePassword.done'),
              description: t('changePassword.doneDetail'),
              variant: 'success',
            });
            onDone();
          },
        },
      ),
    () => change.reset(),
  );

  const serverError =
    change.isError && !change.isPending
      ? serverRefusal(change.error, t('changePassword.failed'), {
          currentPassword: t('changePassword.currentPasswordLabel'),
          newPassword: t('changePassword.newPasswordLabel'),
        })
      : null;

  return (
    <FormDialog
      cancelLabel={t('common:cancel')}
      busyLabel={t('changePassword.saving')}
      title={t('changePassword.title')}
      description={t('changePassword.description')}
      onSubmit={onSubmit}
      submitLabel={t('changePassword.submit')}
      busy={change.isPending}
      error={serverError}
    >
      <Field
        id={f('current')}
        label={t('changePassword.currentPassword')}
        error={sentence(schemaText(errors.currentPassword?.message))}
      >
        <PasswordInput
          id={f('current')}
          autoComplete="current-password"
          {...fieldErrorProps(f('current'), errors.currentPassword?.message)}
          {...register('currentPassword')}
        />
      </Field>
      <Field
        id={f('new')}
        label={t('changePassword.newPassword')}
        error={sentence(schemaText(errors.newPassword?.message))}
      >
        <PasswordInput
          id={f('new')}
          autoComplete="new-password"
          {...fieldErrorProps(f('new'), errors.newPassword?.message)}
          {...register('newPassword')}
        />
      </Field>
      <Field
        id={f('confirm')}
        label={t('changePassword.confirmPassword')}
        error={sentence(schemaText(errors.confirmPassword?.message))}
      >
        <PasswordInput
          id={f('confirm')}
          autoComplete="new-password"
          {...fieldErrorProps(f('confirm'), errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
      </Field>
    </FormDialog>
  );
}
