import { LockKeyhole } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGOUT_REDIRECT_DELAY_MS } from '#core/auth/return-address.ts';
import { IconBadge } from '#web/components/ui/icon-badge.tsx';
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
      <IconBadge icon={LockKeyhole} size="xl" className="mb-4" />
      <p className="font-semibold text-lg">{t('signInRequired.text')}</p>
    </main>
  );
}
