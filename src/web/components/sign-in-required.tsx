import { LockKeyhole } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGOUT_REDIRECT_DELAY_MS } from '#core/auth/return-address.ts';
import { startLoginRedirect } from '#web/lib/auth-redirect.ts';
import { toast } from '#web/lib/toast.ts';

/**
 * A signed-in-only screen visited while signed out: says so, shows the session toast, and
 * after 500 ms starts the sign-in flow that brings the user back here (spec 000 section 4).
 */
export function SignInRequired() {
  const { t } = useTranslation('shell');
  useEffect(() => {
    toast({
      title: t('signInRequired.toastTitle'),
      description: t('signInRequired.toastDetail'),
      variant: 'destructive',
    });
    const timer = setTimeout(startLoginRedirect, LOGOUT_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [t]);

  return (
    <main className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <span className="mb-4 inline-flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        <LockKeyhole className="size-8" aria-hidden="true" />
      </span>
      <p className="font-semibold text-lg">{t('signInRequired.text')}</p>
    </main>
  );
}
