import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { IconBadge } from '#web/components/ui/icon-badge.tsx';

/** The signed-in state could not be fetched (server unreachable or failing). */
export function ConnectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['common', 'shell']);
  return (
    <main className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <IconBadge icon={CloudOff} tone="warning" size="xl" className="mb-4" />
      <h1 className="font-bold text-xl">{t('shell:connectionError.title')}</h1>
      <p className="mt-2 max-w-xs text-muted-foreground">{t('shell:connectionError.detail')}</p>
      <Button className="mt-6" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </main>
  );
}
