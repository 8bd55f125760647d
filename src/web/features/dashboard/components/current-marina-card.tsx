import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCurrentMarina } from '#web/lib/current-marina.tsx';

/** The marina the dashboard, locations and activity screens are about. */
export function CurrentMarinaCard() {
  const { marina } = useCurrentMarina();
  const { t } = useTranslation('dashboard');
  return (
    <section className="flex items-center gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-border">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
        <MapPin className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h2 className="font-medium text-muted-foreground text-sm">{t('currentMarina.title')}</h2>
        {marina ? (
          <>
            <p className="truncate font-bold text-lg leading-tight" data-testid="current-marina">
              {marina.name}
            </p>
            {marina.location && <p className="truncate text-muted-foreground text-sm">{marina.location}</p>}
          </>
        ) : (
          <p className="font-semibold">{t('currentMarina.none')}</p>
        )}
      </div>
    </section>
  );
}
