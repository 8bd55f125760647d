import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { IconBadge } from '#web/components/ui/icon-badge.tsx';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <main className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <IconBadge icon={Compass} size="xl" className="mb-4" />
      <h1 className="font-bold text-2xl">{t('notFound.title')}</h1>
      <p className="mt-2 max-w-xs text-muted-foreground">{t('notFound.detail')}</p>
      <Button asChild className="mt-6">
        <Link href="/">{t('notFound.goHome')}</Link>
      </Button>
    </main>
  );
}
