import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { signOutRoute } from '#core/api/plain-routes.ts';
import { tokenFromSearch } from '#core/backend/account-forms.ts';
import { SignedOutFrame } from '#web/components/signed-out-frame.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { authUserQueryKey, useAuthUser } from '#web/features/auth/index.ts';
import type { PageProps } from '#web/lib/page-props.ts';
import { signedInUser } from '#web/lib/signed-in-user.ts';
import { toast } from '#web/lib/toast.ts';
import { SetPasswordForm } from '../components/set-password-form.tsx';

/**
 * /set-password?token=: the page of a set-password link. It does not sign in: after success the
 * user goes to /login. Someone signed in as another account stays here and is told to sign out.
 */
export function SetPasswordPage(_props: PageProps) {
  const { t } = useTranslation('account');
  const token = tokenFromSearch(useSearch());
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { user } = useAuthUser();
  const [doneFor, setDoneFor] = useState<{ email: string; signedInAs: string } | null>(null);

  const onDone = async (email: string) => {
    // Setting the password ended every session of that account: the cached user may be gone.
    await queryClient.invalidateQueries({ queryKey: authUserQueryKey });
    const still = signedInUser(queryClient);
    if (still) {
      setDoneFor({ email, signedInAs: still.email });
      return;
    }
    toast({
      title: t('setPassword.done'),
      description: t('setPassword.doneDetail'),
      variant: 'success',
    });
    navigate('/login');
  };

  if (doneFor) {
    return (
      <SignedOutFrame>
        <CircleCheck className="mb-3 size-10 text-success" aria-hidden="true" />
        <h1 className="font-bold text-2xl">{t('setPassword.done')}</h1>
        <p className="mt-2 text-muted-foreground">
          {t('setPassword.doneOtherUser', { email: doneFor.email, signedInAs: doneFor.signedInAs })}
        </p>
        <div className="mt-5 space-y-2">
          <Button className="w-full" onClick={() => (window.location.href = signOutRoute.path)}>
            {t('setPassword.signOut')}
          </Button>
          <Button asChild variant="outline" className="w-full">
            <Link href="/">{t('setPassword.goToDashboard')}</Link>
          </Button>
        </div>
      </SignedOutFrame>
    );
  }

  if (!token) {
    return (
      <SignedOutFrame>
        <LinkIcon className="mb-3 size-10 text-warning" aria-hidden="true" />
        <h1 className="font-bold text-2xl">{t('setPassword.incompleteTitle')}</h1>
        <p className="mt-2 text-muted-foreground">{t('setPassword.incompleteText')}</p>
        <Button asChild variant="outline" className="mt-5 w-full">
          <Link href="/login">{t('setPassword.goToSignIn')}</Link>
        </Button>
      </SignedOutFrame>
    );
  }

  return (
    <SignedOutFrame>
      <h1 className="font-bold text-2xl">{t('setPassword.title')}</h1>
      <p className="mt-1 mb-5 text-muted-foreground">{t('setPassword.intro')}</p>
      {user && (
        <p className="mb-5 rounded-xl bg-warning-soft px-3 py-2.5 font-medium text-sm text-warning">
          {t('setPassword.signedInAs', { email: user.email })}
        </p>
      )}
      <SetPasswordForm token={token} onDone={(email) => void onDone(email)} />
      <p className="mt-5 text-center">
        <Link
          href="/login"
          className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('setPassword.backToSignIn')}
        </Link>
      </p>
    </SignedOutFrame>
  );
}
