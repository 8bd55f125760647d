import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type LoginBody, loginBodySchema } from '#core/auth/auth-user.schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, fieldErrorProps } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useLogin } from '../api/login.ts';
import { PasswordInput } from './password-input.tsx';

/** Email and password sign-in. On success the signed-in user lands in the query cache. */
export function LoginForm() {
  const loginMutation = useLogin();
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(
    (values) => loginMutation.mutate(values),
    // A new attempt that fails our own checks must not keep showing the last server answer.
    () => loginMutation.reset(),
  );
  const pending = loginMutation.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field id="login-email" label={t('email')} error={errors.email?.message}>
        <Input
          id="login-email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...fieldErrorProps('login-email', errors.email?.message)}
          {...register('email')}
        />
      </Field>

      <Field id="login-password" label={t('password')} error={errors.password?.message}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          {...fieldErrorProps('login-password', errors.password?.message)}
          {...register('password')}
        />
      </Field>

      {loginMutation.isError && !pending && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-xl border-2 border-destructive/40 bg-destructive-soft p-3 font-medium text-destructive"
        >
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>{errorMessage(loginMutation.error, t('failed'))}</span>
        </div>
      )}

      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? t('signingIn') : t('signIn')}
      </Button>
    </form>
  );
}
