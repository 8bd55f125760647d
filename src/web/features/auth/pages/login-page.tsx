import { Building2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { startSignInRoute } from '#core/api/plain-routes.ts';
import { AppLogo } from '#web/components/app-logo.tsx';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
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
    <main className="flex min-h-dvh flex-col bg-header px-4 pt-[max(2.5rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))]">
      <div className="mx-auto w-full max-w-sm flex-1">
        <Link href="/" className="mx-auto flex w-fit flex-col items-center gap-3 text-header-foreground">
          <AppLogo className="size-16 text-brand drop-shadow-lg" />
          <span className="font-bold text-3xl tracking-tight">Dockwatch</span>
        </Link>
        <section className="mt-8 rounded-2xl bg-surface p-5 shadow-xl">
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
        </section>
      </div>
      <p className="mt-8 text-center text-sm text-white/75">{t('tagline')}</p>
    </main>
  );
}
