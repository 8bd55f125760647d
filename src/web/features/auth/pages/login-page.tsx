import { Building2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { startSignInRoute } from '#core/api/plain-routes.ts';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { SignedOutFrame } from '#web/components/signed-out-frame.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { takeReturnAddress } from '#web/lib/auth-redirect.ts';
import { useAuthProviders } from '../api/get-auth-providers.ts';
import { useAuthUser } from '../api/get-auth-user.ts';
import { LoginForm } from '../components/login-form.tsx';

/** Our own sign-in page (/login; /api/login sends the browser here). */
export function LoginPage() {
  const { user, isLoading } = useAuthUser();
  const { companySignIn } = useAuthProviders();
  const [, navigate] = useLocation();
  const wentOn = useRef(false);
  const { t } = useTranslation('auth');

  // Signed in (just now, or already when arriving): go on to the saved address, else home.
  useEffect(() => {
    if (!user || wentOn.current) return;
    wentOn.current = true;
    navigate(takeReturnAddress() ?? '/', { replace: true });
  }, [user, navigate]);

  if (isLoading || user) return <LoadingScreen />;

  return (
    <SignedOutFrame>
      <h1 className="font-bold text-2xl">{t('title')}</h1>
      {companySignIn && (
        <>
          {/* A full page navigation: /api/login sends the browser on to the identity provider. */}
          <Button asChild size="lg" className="mt-5 w-full py-2 text-center leading-snug">
            <a href={startSignInRoute.path}>
              <Building2 aria-hidden="true" />
              {t('companySignIn')}
            </a>
          </Button>
          <div className="my-5 flex items-center gap-3 text-muted-foreground text-sm" aria-hidden="true">
            <span className="h-px flex-1 bg-border" />
            {t('or')}
            <span className="h-px flex-1 bg-border" />
          </div>
        </>
      )}
      <p className={companySignIn ? 'mb-5 text-muted-foreground' : 'mt-1 mb-5 text-muted-foreground'}>
        {t('intro')}
      </p>
      <LoginForm />
    </SignedOutFrame>
  );
}
