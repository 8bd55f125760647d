import { CloudOff, LoaderCircle, LocateOff, MapPinOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { IconBadge } from '#web/components/ui/icon-badge.tsx';

function StateScreen({
  icon,
  title,
  children,
  actions,
  busy,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  busy?: boolean;
}) {
  const { t } = useTranslation('checkIn');
  return (
    <>
      <PageHeader title={t('title')} />
      <main
        className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center px-6 py-12 text-center"
        aria-busy={busy || undefined}
      >
        {icon}
        <h2 className="mt-4 font-bold text-2xl">{title}</h2>
        {children && <div className="mt-2 text-muted-foreground">{children}</div>}
        {actions && <div className="mt-6 flex w-full flex-col gap-2.5">{actions}</div>}
      </main>
    </>
  );
}

export function CheckInProcessing() {
  const { t } = useTranslation('checkIn');
  return (
    <StateScreen
      busy
      icon={<IconBadge icon={LoaderCircle} size="2xl" iconClassName="animate-spin" />}
      title={t('processing')}
    >
      {t('finding')}
    </StateScreen>
  );
}

export function CheckInLocationNotFound() {
  const { t } = useTranslation('checkIn');
  return (
    <StateScreen
      icon={<IconBadge icon={MapPinOff} tone="destructive" size="2xl" />}
      title={t('notFound')}
      actions={
        <Button asChild size="lg">
          <Link href="/">{t('goToDashboard')}</Link>
        </Button>
      }
    >
      {t('notFoundText')}
    </StateScreen>
  );
}

export function CheckInLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['checkIn', 'common']);
  return (
    <StateScreen
      icon={<IconBadge icon={CloudOff} tone="warning" size="2xl" />}
      title={t('cannotReach')}
      actions={
        <Button size="lg" onClick={onRetry}>
          {t('common:tryAgain')}
        </Button>
      }
    >
      {t('checkConnection')}
    </StateScreen>
  );
}

/** GPS failed: the message of spec 000 section 8, 'Try Again' (reloads) and 'Continue Without GPS' (to /). */
export function LocationAccessRequired({ message }: { message: string }) {
  const { t } = useTranslation(['checkIn', 'common']);
  return (
    <StateScreen
      icon={<IconBadge icon={LocateOff} tone="warning" size="2xl" />}
      title={t('accessRequired')}
      actions={
        <>
          <Button size="lg" onClick={() => window.location.reload()}>
            {t('common:tryAgain')}
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/">{t('continueWithoutGps')}</Link>
          </Button>
        </>
      }
    >
      <p className="font-semibold text-foreground" role="alert">
        {message}
      </p>
      <p className="mt-2">{t('accessText')}</p>
    </StateScreen>
  );
}
