import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type ChangePasswordForm as ChangePasswordValues,
  changePasswordFormSchema,
} from '#core/backend/account-forms.ts';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { serverRefusal } from '#web/lib/refusal.ts';
import { toast } from '#web/lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { PasswordField } from './password-field.tsx';

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
      busyLabel={t('changePassword.saving')}
      title={t('changePassword.title')}
      description={t('changePassword.description')}
      onSubmit={onSubmit}
      submitLabel={t('changePassword.submit')}
      busy={change.isPending}
      error={serverError}
    >
      <PasswordField
        id={f('current')}
        label={t('changePassword.currentPassword')}
        autoComplete="current-password"
        error={errors.currentPassword}
        {...register('currentPassword')}
      />
      <PasswordField
        id={f('new')}
        label={t('changePassword.newPassword')}
        autoComplete="new-password"
        error={errors.newPassword}
        {...register('newPassword')}
      />
      <PasswordField
        id={f('confirm')}
        label={t('changePassword.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...register('confirmPassword')}
      />
    </FormDialog>
  );
}
