import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Shown while the signed-in state is still being fetched. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <main className="flex flex-1 items-center justify-center py-24" aria-busy="true">
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{t('loading')}</span>
    </main>
  );
}
