import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type SetPasswordForm as FormValues, setPasswordFormSchema } from '#core/backend/account-forms.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { serverRefusal } from '#web/lib/refusal.ts';
import { useSetPassword } from '../api/set-password.ts';
import { PasswordField } from './password-field.tsx';

/** New password twice, then POST /api/auth/set-password with the link's token. */
export function SetPasswordForm({ token, onDone }: { token: string; onDone: (email: string) => void }) {
  const { t } = useTranslation('account');
  const setPassword = useSetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(
    ({ password }) => setPassword.mutate({ token, password }, { onSuccess: ({ email }) => onDone(email) }),
    () => setPassword.reset(),
  );

  const serverError =
    setPassword.isError && !setPassword.isPending
      ? serverRefusal(setPassword.error, t('setPassword.failed'))
      : null;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <PasswordField
        id="set-password"
        label={t('setPassword.newPassword')}
        autoComplete="new-password"
        error={errors.password}
        {...register('password')}
      />
      <PasswordField
        id="set-password-confirm"
        label={t('setPassword.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...register('confirmPassword')}
      />
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <Button type="submit" size="lg" className="w-full" disabled={setPassword.isPending}>
        {setPassword.isPending ? t('setPassword.saving') : t('setPassword.submit')}
      </Button>
    </form>
  );
}
