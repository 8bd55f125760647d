import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AppLogo } from '#web/components/app-logo.tsx';

/**
 * The frame of the signed-out screens (sign-in, set password): the logo on the dark header colour,
 * the screen's card, the tagline.
 */
export function SignedOutFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <main className="flex min-h-dvh flex-col bg-header px-4 pt-[max(2.5rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))]">
      <div className="mx-auto w-full max-w-sm flex-1">
        <Link href="/" className="mx-auto flex w-fit flex-col items-center gap-3 text-header-foreground">
          <AppLogo className="size-16 text-brand drop-shadow-lg" />
          <span className="font-bold text-3xl tracking-tight">Dockwatch</span>
        </Link>
        <section className="mt-8 rounded-2xl bg-surface p-5 shadow-xl">{children}</section>
      </div>
      <p className="mt-8 text-center text-sm text-white/75">{t('tagline')}</p>
    </main>
  );
}
