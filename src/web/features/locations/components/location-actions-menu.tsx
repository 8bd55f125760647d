import { ChevronDown, Droplets, type LucideIcon, Pencil, QrCode, Zap } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { absoluteLink, type LocationActionKey, locationActions } from '#core/locations/location-links.ts';
import { NfcWriteItem } from '#web/features/patrol/index.ts';
import { ACTION_TEXT } from '../lib/location-text.ts';
import { CopyLinkButton } from './copy-link-button.tsx';

const ICONS: Record<LocationActionKey, LucideIcon> = {
  edit: Pencil,
  'check-in': QrCode,
  power: Zap,
  water: Droplets,
};

/**
 * The admin 'Actions' menu of a location: Edit Location, Check-in, Power Meter, Water Meter,
 * each with a button that copies its full link (for QR codes and NFC tags).
 */
export function LocationActionsMenu({ guid }: { guid: string }) {
  const [open, setOpen] = useState(false);
  const [manualLink, setManualLink] = useState<{ key: LocationActionKey; link: string } | null>(null);
  const origin = window.location.origin;
  const { t } = useTranslation('locations');
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setManualLink(null);
      }}
    >
      <Popover.Trigger className="inline-flex min-h-11 items-center gap-1 rounded-xl bg-white px-3.5 font-semibold text-primary text-sm hover:bg-sky-50 dark:bg-primary-soft dark:text-primary-soft-foreground dark:hover:bg-primary-soft/80">
        {t('actions.menu')}
        <ChevronDown className="size-5" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('actions.menu')}
          className="z-50 w-[min(20rem,calc(100vw-1rem))] rounded-xl border border-border bg-surface p-1.5 text-surface-foreground shadow-lg"
        >
          <ul>
            {locationActions(guid).map(({ key, path }) => {
              const Icon = ICONS[key];
              const label = t(ACTION_TEXT[key]);
              const link = absoluteLink(origin, path);
              return (
                <li key={key} className="rounded-lg">
                  <div className="flex items-center gap-1">
                    <Link
                      href={path}
                      onClick={() => setOpen(false)}
                      className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-lg px-3 text-base hover:bg-muted"
                    >
                      <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                      <span className="min-w-0 break-words py-1 leading-snug">{label}</span>
                    </Link>
                    <CopyLinkButton
                      link={link}
                      label={t('actions.copyLink', { action: label })}
                      onFailed={(failed) => setManualLink({ key, link: failed })}
                    />
                  </div>
                  {manualLink?.key === key && (
                    <div className="px-3 pt-1 pb-2">
                      <label
                        htmlFor={`manual-link-${key}`}
                        className="font-medium text-muted-foreground text-sm"
                      >
                        {t('actions.copyManually')}
                      </label>
                      <input
                        id={`manual-link-${key}`}
                        readOnly
                        value={manualLink.link}
                        onFocus={(event) => event.currentTarget.select()}
                        className="mt-1 block min-h-11 w-full rounded-lg border-2 border-border bg-muted px-2.5 font-mono text-sm"
                      />
                    </div>
                  )}
                </li>
              );
            })}
            <NfcWriteItem guid={guid} />
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
