import { HardDrive } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { perLocale } from '#core/common/format-locale.ts';
import { type StorageUse, storageUse } from './persist-storage.ts';

const megabytes = perLocale(
  (locale) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }),
);

/** 'Stored on this phone: 2.4 MB', and whether the browser keeps it (user menu, issue 18 item 6). */
export function StorageUseLine() {
  const { t } = useTranslation('shell');
  const [use, setUse] = useState<StorageUse | undefined>();
  useEffect(() => {
    let live = true;
    void storageUse().then((found) => live && setUse(found));
    return () => {
      live = false;
    };
  }, []);
  if (!use) return null;
  return (
    <div className="flex gap-2 px-3 py-2 text-muted-foreground text-sm" data-testid="storage-use">
      <HardDrive className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {t('storage.used', { size: megabytes().format(use.usage / 1_000_000) })}
        <br />
        {use.persisted ? t('storage.kept') : t('storage.mayClear')}
      </p>
    </div>
  );
}
