import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DropdownMenuItem } from '#web/components/ui/dropdown-menu.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications.ts';

/**
 * 'E-mail alerts' in the user menu: the user's own switch (shown only when this server sends
 * e-mail; the in-app bell works either way).
 */
export function EmailAlertsMenuItem() {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  if (!settings.data?.emailAvailable) return null;
  const on = settings.data.emailAlerts;
  return (
    <DropdownMenuItem
      onSelect={(event) => {
        event.preventDefault();
        if (!save.isPending) save.mutate(!on);
      }}
    >
      <Mail aria-hidden="true" />
      <span className="flex-1">{t('emailAlerts')}</span>
      <Switch checked={on} tabIndex={-1} aria-hidden="true" className="pointer-events-none" />
    </DropdownMenuItem>
  );
}
