import { ChartLine, ClipboardList, QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LOGIN_ENTRY_PATH } from '#core/auth/return-address.ts';
import { AppLogo } from '#web/components/app-logo.tsx';
import { Button } from '#web/components/ui/button.tsx';

const features = [
  { icon: QrCode, key: 'checkIns' },
  { icon: ChartLine, key: 'activity' },
  { icon: ClipboardList, key: 'checklists' },
] as const;

/** The signed-out landing page at / (spec 000 section 1). */
export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <div className="flex min-h-dvh flex-col bg-header text-header-foreground">
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col px-5 pt-[max(2.5rem,env(safe-area-inset-top))] sm:pt-14">
        <AppLogo className="size-16 text-brand drop-shadow-lg sm:size-20" />
        <h1 className="mt-5 font-extrabold text-5xl tracking-tight">Dockwatch</h1>
        <p className="mt-3 text-white/85 text-xl leading-snug">{t('tagline')}</p>

        <ul className="mt-8 space-y-3">
          {features.map(({ icon: Icon, key }) => (
            <li key={key} className="flex items-center gap-3 rounded-2xl bg-white/8 px-3 py-3">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/12">
                <Icon className="size-6 text-sky-200" aria-hidden="true" />
              </span>
              <span className="text-balance font-semibold text-base">{t(`features.${key}`)}</span>
            </li>
          ))}
        </ul>

        <div className="mt-auto pt-8 pb-6 sm:mt-12">
          <Button
            size="lg"
            className="w-full bg-white text-primary shadow-lg hover:bg-sky-50 dark:bg-primary-soft dark:text-primary-soft-foreground dark:hover:bg-primary-soft/80"
            onClick={() => {
              window.location.href = LOGIN_ENTRY_PATH;
            }}
          >
            {t('signIn')}
          </Button>
        </div>
      </main>
      <footer className="border-white/15 border-t px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-center text-sm text-white/75">
        {t('footer')}
      </footer>
    </div>
  );
}
